def assert_plain(n: int) -> int:
  if torch.ge(n, 0):
    pass
  else:
    ops.prim.RaiseException("AssertionError: ")
  return torch.mul(n, 2)
