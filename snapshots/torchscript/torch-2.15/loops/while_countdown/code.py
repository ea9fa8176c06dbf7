def while_countdown(n: int) -> int:
  total = 0
  n0 = n
  _0 = torch.gt(n, 0)
  while _0:
    total0 = torch.add(total, n0)
    n1 = torch.sub(n0, 1)
    _0, total, n0 = torch.gt(n1, 0), total0, n1
  return total
