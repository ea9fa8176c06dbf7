def for_continue_break_tensor(x: Tensor,
    steps: List[int]) -> Tensor:
  _0 = uninitialized(Tensor)
  _1 = uninitialized(bool)
  _2 = torch.len(steps)
  x0 = x
  _3 = 0
  _4 = torch.gt(_2, 0)
  while _4:
    s = steps[_3]
    if torch.eq(s, 1):
      _5, _6, _7, _8, _9 = True, True, x0, _1, _0
    else:
      if torch.gt(s, 2):
        _10, _11, _12, _13, _14 = True, False, x0, _1, _0
      else:
        _10, _11, _12, _13, _14 = False, _1, _0, True, torch.mul(x0, float(s))
      _5, _6, _7, _8, _9 = _10, _11, _12, _13, _14
    if _5:
      _15, _16 = _6, _7
    else:
      _15, _16 = _8, _9
    _17 = torch.add(_3, 1)
    _18 = torch.__and__(torch.lt(_17, _2), _15)
    _4, x0, _3 = _18, _16, _17
  return x0
