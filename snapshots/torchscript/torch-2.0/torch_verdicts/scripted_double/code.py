def scripted_double(x: Tensor) -> Tensor:
  return torch.mul(x, 2)
