def starred_unpack_assign(t: Tuple[int, int, int]) -> int:
  a, _0, _1, = t
  return torch.add(a, torch.len([_0, _1]))
