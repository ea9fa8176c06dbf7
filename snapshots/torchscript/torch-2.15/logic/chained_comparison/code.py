def chained_comparison(n: int) -> bool:
  if torch.le(0, n):
    _0 = torch.lt(n, 10)
  else:
    _0 = False
  return _0
