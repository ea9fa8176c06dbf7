def assert_with_fstring(x: Tensor) -> Tensor:
  n = torch.size(x, 0)
  if torch.eq(torch.remainder(n, 2), 0):
    pass
  else:
    _0 = torch.format("size {} must be even", n)
    ops.prim.RaiseException(torch.add("AssertionError: ", _0))
  _1 = torch.view(x, [2, torch.floordiv(n, 2)])
  return _1
