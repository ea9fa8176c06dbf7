def list_append(n: int) -> List[int]:
  out = annotate(List[int], [])
  for i in range(n):
    _0 = torch.append(out, torch.mul(i, i))
  return out
