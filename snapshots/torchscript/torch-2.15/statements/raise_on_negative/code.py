def raise_on_negative(n: int) -> int:
  if torch.lt(n, 0):
    ops.prim.RaiseException("n must not be negative", "builtins.ValueError")
  else:
    pass
  return torch.mul(n, 2)
