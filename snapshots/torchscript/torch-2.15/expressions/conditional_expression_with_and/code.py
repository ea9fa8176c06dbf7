def conditional_expression_with_and(a: int,
    b: int) -> int:
  if torch.gt(a, 0):
    _0 = torch.gt(b, 0)
  else:
    _0 = False
  if _0:
    _1 = torch.mul(a, b)
  else:
    _1 = torch.add(a, b)
  return _1
