def nested_for_break_inner(rows: int,
    cols: int) -> int:
  count = 0
  for i in range(rows):
    count0 = count
    _0 = 0
    _1 = torch.gt(cols, 0)
    while _1:
      if torch.gt(_0, i):
        _2, _3 = False, count0
      else:
        _2, _3 = True, torch.add(count0, 1)
      _4 = torch.add(_0, 1)
      _5 = torch.__and__(torch.lt(_4, cols), _2)
      _1, count0, _0 = _5, _3, _4
    count = count0
  return count
