def same_storage_check(x: Tensor,
    y: Tensor) -> Tensor:
  return torch.add(x, y)
