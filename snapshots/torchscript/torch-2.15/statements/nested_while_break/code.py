def nested_while_break(n: int) -> int:
  count = 0
  i = 0
  _0 = torch.lt(0, n)
  while _0:
    count0 = count
    j = 0
    _1 = True
    while _1:
      if torch.ge(j, i):
        _2, _3, _4 = False, count0, j
      else:
        _2, _3, _4 = True, torch.add(count0, 1), torch.add(j, 1)
      _1, count0, j = _2, _3, _4
    i0 = torch.add(i, 1)
    _0, count, i = torch.lt(i0, n), count0, i0
  return count
