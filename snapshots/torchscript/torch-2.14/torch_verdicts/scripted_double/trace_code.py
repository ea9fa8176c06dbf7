def scripted_double(x: Tensor) -> Tensor:
  return torch.mul(x, CONSTANTS.c0)
