def tolist_python_sum(x: Tensor) -> Tensor:
  x0 = torch.resolve_conj(x)
  x1 = torch.resolve_neg(x0)
  return torch.mul(x1, CONSTANTS.c0)
