def dict_items_loop(d: Dict[str, int]) -> int:
  _0 = torch.items(d)
  total = 0
  for _1 in range(torch.len(_0)):
    k, v, = _0[_1]
    if torch.ne(k, "b"):
      total0 = torch.add(total, v)
    else:
      total0 = total
    total = total0
  return total
