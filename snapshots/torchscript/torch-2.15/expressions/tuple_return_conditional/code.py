def tuple_return_conditional(a: int,
    b: int) -> Tuple[int, int]:
  if torch.le(a, b):
    _0 = (a, b)
  else:
    _0 = (b, a)
  return _0
