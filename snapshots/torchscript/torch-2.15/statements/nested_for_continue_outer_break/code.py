def nested_for_continue_outer_break(n: int) -> int:
  total = 0
  _0 = 0
  _1 = torch.gt(n, 0)
  while _1:
    if torch.gt(total, 12):
      _2, _3 = False, total
    else:
      total0 = total
      _4 = 0
      _5 = torch.gt(n, 0)
      while _5:
        if torch.eq(_0, _4):
          _6 = total0
        else:
          _6 = torch.add(total0, _4)
        _7 = torch.add(_4, 1)
        _8 = torch.__and__(torch.lt(_7, n), True)
        _5, total0, _4 = _8, _6, _7
      _2, _3 = True, total0
    _9 = torch.add(_0, 1)
    _1, total, _0 = torch.__and__(torch.lt(_9, n), _2), _3, _9
  return total
