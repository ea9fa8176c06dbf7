def while_early_return(n: int) -> int:
  _0 = uninitialized(int)
  _1 = False
  _2 = _0
  i = 1
  _3 = torch.lt(1, n)
  while _3:
    if torch.gt(torch.mul(i, i), n):
      _4, _5, _6, _7 = False, True, i, _0
    else:
      i0 = torch.add(i, 1)
      _4, _5, _6, _7 = torch.lt(i0, n), False, _0, i0
    _3, _1, _2, i = _4, _5, _6, _7
  if _1:
    _8 = _2
  else:
    _8 = -1
  return _8
