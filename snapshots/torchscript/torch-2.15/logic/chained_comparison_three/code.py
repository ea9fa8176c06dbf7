def chained_comparison_three(a: int,
    b: int,
    c: int) -> bool:
  if torch.lt(a, b):
    _0 = torch.lt(b, c)
  else:
    _0 = False
  if _0:
    _1 = torch.ne(c, a)
  else:
    _1 = False
  return _1
