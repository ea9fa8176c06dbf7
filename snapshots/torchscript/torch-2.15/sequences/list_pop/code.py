def list_pop(xs: List[int]) -> int:
  ys = torch.list(xs)
  last = torch.pop(ys)
  first = torch.pop(ys, 0)
  _0 = torch.add(torch.sub(last, first), torch.len(ys))
  return _0
