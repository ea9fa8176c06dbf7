def is_none_default(limit: Optional[int],
    n: int) -> int:
  if torch.__is__(limit, None):
    cap = 10
  else:
    cap = unchecked_cast(int, limit)
  return ops.prim.min(n, cap)
