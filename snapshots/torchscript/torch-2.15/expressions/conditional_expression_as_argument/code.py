def conditional_expression_as_argument(a: int,
    b: int) -> int:
  if torch.gt(a, 0):
    _0 = a
  else:
    _0 = 0
  if torch.lt(b, 4):
    _1 = b
  else:
    _1 = 4
  return ops.prim.max(_0, _1)
