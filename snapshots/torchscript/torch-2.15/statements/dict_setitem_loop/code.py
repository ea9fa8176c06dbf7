def dict_setitem_loop(n: int) -> Dict[int, int]:
  d = annotate(Dict[int, int], {})
  for i in range(n):
    torch._set_item(d, i, torch.mul(i, i))
  return d
