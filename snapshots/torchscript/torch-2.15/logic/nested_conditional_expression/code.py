def nested_conditional_expression(n: int) -> int:
  if torch.gt(n, 0):
    _0 = 1
  else:
    if torch.eq(n, 0):
      _1 = 0
    else:
      _1 = -1
    _0 = _1
  return _0
