def assert_with_message(n: int) -> int:
  if torch.eq(torch.remainder(n, 2), 0):
    pass
  else:
    ops.prim.RaiseException("AssertionError: n must be even")
  return torch.floordiv(n, 2)
