def builtin_calls(n: int) -> int:
  a = ops.prim.abs(n)
  b = ops.prim.max(a, 3)
  c = ops.prim.min(b, 100)
  f = torch.div(float(c), 2.)
  return int(f)
