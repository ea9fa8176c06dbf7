def list_comprehension(n: int) -> List[int]:
  _0 = annotate(List[int], [])
  for i in range(n):
    _1 = torch.append(_0, torch.mul(i, 2))
  return _0
