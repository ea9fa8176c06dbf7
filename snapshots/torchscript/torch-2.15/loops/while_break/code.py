def while_break(n: int) -> int:
  steps = 0
  n0 = n
  _0 = True
  while _0:
    if torch.eq(n0, 1):
      _1, _2, _3 = False, steps, n0
    else:
      _4 = torch.eq(torch.remainder(n0, 2), 0)
      if _4:
        n1 = torch.floordiv(n0, 2)
      else:
        n1 = torch.add(torch.mul(3, n0), 1)
      _1, _2, _3 = True, torch.add(steps, 1), n1
    _0, steps, n0 = _1, _2, _3
  return steps
