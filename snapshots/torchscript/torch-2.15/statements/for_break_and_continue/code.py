def for_break_and_continue(n: int) -> int:
  _0 = uninitialized(int)
  _1 = uninitialized(bool)
  total = 0
  _2 = 0
  _3 = torch.gt(n, 0)
  while _3:
    if torch.eq(torch.remainder(_2, 2), 0):
      _4, _5, _6, _7, _8 = True, True, total, _1, _0
    else:
      if torch.gt(_2, 7):
        _9, _10, _11, _12, _13 = True, False, total, _1, _0
      else:
        _9, _10, _11, _12, _13 = False, _1, _0, True, torch.add(total, _2)
      _4, _5, _6, _7, _8 = _9, _10, _11, _12, _13
    if _4:
      _14, _15 = _5, _6
    else:
      _14, _15 = _7, _8
    _16 = torch.add(_2, 1)
    _17 = torch.__and__(torch.lt(_16, n), _14)
    _3, total, _2 = _17, _15, _16
  return total
