def equality_and_inequality(a: int,
    b: int,
    c: int) -> bool:
  if torch.eq(a, b):
    _0 = torch.ne(b, c)
  else:
    _0 = False
  return _0
