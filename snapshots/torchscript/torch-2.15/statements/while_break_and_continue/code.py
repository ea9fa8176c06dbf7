def while_break_and_continue(n: int) -> int:
  _0 = uninitialized(int)
  _1 = uninitialized(bool)
  total = 0
  i = 0
  _2 = torch.lt(0, n)
  while _2:
    i0 = torch.add(i, 1)
    if torch.eq(torch.remainder(i0, 2), 0):
      _3, _4, _5, _6, _7, _8, _9 = True, torch.lt(i0, n), total, i0, _1, _0, _0
    else:
      if torch.gt(total, 20):
        _10, _11, _12, _13, _14, _15, _16 = True, False, total, i0, _1, _0, _0
      else:
        total0 = torch.add(total, i0)
        _10, _11, _12, _13, _14, _15, _16 = False, _1, _0, _0, torch.lt(i0, n), total0, i0
      _3, _4, _5, _6, _7, _8, _9 = _10, _11, _12, _13, _14, _15, _16
    if _3:
      _17, _18, _19 = _4, _5, _6
    else:
      _17, _18, _19 = _7, _8, _9
    _2, total, i = _17, _18, _19
  return total
