def for_continue(n: int) -> int:
  total = 0
  _0 = 0
  _1 = torch.gt(n, 0)
  while _1:
    if torch.eq(torch.remainder(_0, 2), 1):
      _2 = total
    else:
      _2 = torch.add(total, _0)
    _3 = torch.add(_0, 1)
    _4 = torch.__and__(torch.lt(_3, n), True)
    _1, total, _0 = _4, _2, _3
  return total
