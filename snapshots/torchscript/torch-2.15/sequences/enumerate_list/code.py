def enumerate_list(xs: List[int]) -> int:
  _0 = ops.prim.min([9223372036854775807, torch.len(xs)])
  total = 0
  for i in range(_0):
    x = xs[i]
    total = torch.add(total, torch.mul(i, x))
  return total
