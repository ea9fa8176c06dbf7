def list_setitem(xs: List[int]) -> List[int]:
  ys = torch.list(xs)
  for i in range(torch.len(ys)):
    _0 = torch._set_item(ys, i, torch.mul(ys[i], 10))
  return ys
