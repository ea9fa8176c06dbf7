def if_else(n: int) -> int:
  if torch.gt(n, 0):
    y = torch.mul(n, 2)
  else:
    y = torch.neg(n)
  return y
