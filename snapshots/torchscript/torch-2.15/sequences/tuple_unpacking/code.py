def tuple_unpacking(a: int,
    b: int) -> Tuple[int, int]:
  if torch.lt(b, a):
    _0 = (b, a)
  else:
    _0 = (a, b)
  lo, hi, = _0
  return (lo, hi)
