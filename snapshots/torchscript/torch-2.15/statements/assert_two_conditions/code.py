def assert_two_conditions(lo: int,
    hi: int) -> int:
  _0 = "AssertionError: need 0 <= lo < hi < 100"
  if torch.ge(lo, 0):
    pass
  else:
    ops.prim.RaiseException("AssertionError: ")
  if torch.lt(lo, hi):
    _1 = torch.lt(hi, 100)
  else:
    _1 = False
  if _1:
    pass
  else:
    ops.prim.RaiseException(_0)
  return torch.sub(hi, lo)
