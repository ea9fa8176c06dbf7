def return_from_nested_loops(n: int,
    target: int) -> Tuple[int, int]:
  _0 = uninitialized(Tuple[int, int])
  _1 = False
  _2 = _0
  _3 = 0
  _4 = torch.gt(n, 0)
  while _4:
    _5 = False
    _6 = _0
    _7 = 0
    _8 = torch.gt(n, 0)
    while _8:
      _9 = torch.eq(torch.mul(_3, _7), target)
      if _9:
        _10, _11, _12 = False, True, (_3, _7)
      else:
        _10, _11, _12 = True, False, _0
      _13 = torch.add(_7, 1)
      _14 = torch.__and__(torch.lt(_13, n), _10)
      _8, _5, _6, _7 = _14, _11, _12, _13
    if _5:
      _15 = False
    else:
      _15 = True
    _16 = torch.add(_3, 1)
    _17 = torch.__and__(torch.lt(_16, n), _15)
    _4, _1, _2, _3 = _17, _5, _6, _16
  if _1:
    _18 = _2
  else:
    _18 = (-1, -1)
  return _18
