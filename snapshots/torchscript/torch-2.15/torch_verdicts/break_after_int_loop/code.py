def break_after_int_loop(n: int) -> int:
  t = 0
  for _0 in range(2):
    t = n
  m = torch.add(n, t)
  _1 = 0
  _2 = True
  while _2:
    if torch.eq(m, 0):
      _3 = False
    else:
      _3 = True
    _4 = torch.add(_1, 1)
    _2, _1 = torch.__and__(torch.lt(_4, 2), _3), _4
  return m
