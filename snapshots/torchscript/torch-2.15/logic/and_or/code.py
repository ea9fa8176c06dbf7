def and_or(a: int,
    b: int) -> bool:
  if torch.gt(a, 0):
    _0 = torch.gt(b, 0)
  else:
    _0 = False
  if _0:
    _1 = True
  else:
    if torch.lt(a, 0):
      _2 = torch.lt(b, 0)
    else:
      _2 = False
    _1 = _2
  return _1
