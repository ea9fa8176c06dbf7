def matmul_mismatch(x: Tensor,
    y: Tensor) -> Tensor:
  return torch.matmul(x, y)
