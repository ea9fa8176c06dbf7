def for_break(n: int) -> int:
  total = 0
  _0 = 0
  _1 = torch.gt(n, 0)
  while _1:
    if torch.gt(total, 10):
      _2, _3 = False, total
    else:
      _2, _3 = True, torch.add(total, _0)
    _4 = torch.add(_0, 1)
    _1, total, _0 = torch.__and__(torch.lt(_4, n), _2), _3, _4
  return total
