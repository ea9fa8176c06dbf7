def list_append_in_while(n: int) -> List[int]:
  out = annotate(List[int], [])
  i = n
  _0 = torch.gt(n, 0)
  while _0:
    _1 = torch.append(out, i)
    i0 = torch.sub(i, 2)
    _0, i = torch.gt(i0, 0), i0
  return out
