def min_max_of_list(xs: List[int]) -> int:
  _0 = torch.sub(ops.prim.max(xs), ops.prim.min(xs))
  return _0
