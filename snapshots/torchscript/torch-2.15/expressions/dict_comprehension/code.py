def dict_comprehension(n: int) -> Dict[int, int]:
  _0 = annotate(Dict[int, int], {})
  for i in range(n):
    torch._set_item(_0, i, torch.mul(i, i))
  return _0
