def list_index_write_loop(xs: List[int]) -> List[int]:
  ys = torch.list(xs)
  _0 = torch.__range_length(1, torch.len(ys), 1)
  for _1 in range(_0):
    i = torch.__derive_index(_1, 1, 1)
    _2 = torch.add(ys[i], ys[torch.sub(i, 1)])
    _3 = torch._set_item(ys, i, _2)
  return ys
