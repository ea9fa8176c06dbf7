def nested_list_comprehension(xs: List[int]) -> List[List[int]]:
  _0 = annotate(List[List[int]], [])
  for _1 in range(torch.len(xs)):
    x = xs[_1]
    _2 = annotate(List[int], [])
    for k in range(3):
      _3 = torch.append(_2, torch.mul(x, k))
    _4 = torch.append(_0, _2)
  return _0
