def conditional_expression_in_list(a: int,
    b: int) -> List[int]:
  if torch.gt(a, b):
    _0 = a
  else:
    _0 = b
  if torch.lt(a, b):
    _1 = a
  else:
    _1 = b
  if torch.eq(a, b):
    _2 = 0
  else:
    _2 = 1
  return [_0, _1, _2]
