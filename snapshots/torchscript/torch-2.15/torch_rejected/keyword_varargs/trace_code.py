def keyword_varargs(x: Tensor) -> Tensor:
  return torch.mul(x, CONSTANTS.c0)
