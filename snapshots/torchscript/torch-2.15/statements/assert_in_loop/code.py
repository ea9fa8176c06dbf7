def assert_in_loop(xs: List[int]) -> int:
  _0 = "AssertionError: every item must be even"
  total = 0
  for _1 in range(torch.len(xs)):
    x = xs[_1]
    if torch.eq(torch.remainder(x, 2), 0):
      pass
    else:
      ops.prim.RaiseException(_0)
    total = torch.add(total, x)
  return total
