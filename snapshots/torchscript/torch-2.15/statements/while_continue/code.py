def while_continue(n: int) -> int:
  total = 0
  i = 0
  _0 = torch.lt(0, n)
  while _0:
    i0 = torch.add(i, 1)
    if torch.eq(torch.remainder(i0, 3), 0):
      _1, _2 = torch.lt(i0, n), total
    else:
      total0 = torch.add(total, i0)
      _1, _2 = torch.lt(i0, n), total0
    _0, total, i = _1, _2, i0
  return total
