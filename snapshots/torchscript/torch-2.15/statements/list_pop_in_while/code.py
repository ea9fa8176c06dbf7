def list_pop_in_while(xs: List[int]) -> int:
  ys = torch.list(xs)
  total = 0
  _0 = torch.gt(torch.len(ys), 0)
  while _0:
    total0 = torch.add(torch.mul(total, 10), torch.pop(ys))
    _0, total = torch.gt(torch.len(ys), 0), total0
  return total
