def conditional_expression(n: int) -> int:
  if torch.eq(torch.remainder(n, 2), 0):
    _0 = torch.floordiv(n, 2)
  else:
    _0 = torch.add(torch.mul(3, n), 1)
  return _0
