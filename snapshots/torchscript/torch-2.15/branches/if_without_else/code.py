def if_without_else(n: int) -> int:
  if torch.eq(torch.remainder(n, 2), 0):
    r = torch.floordiv(n, 2)
  else:
    r = n
  return r
