def generator_expression_sum(xs: List[int]) -> int:
  _0 = annotate(List[int], [])
  for _1 in range(torch.len(xs)):
    x = xs[_1]
    _2 = torch.append(_0, torch.mul(x, x))
  return torch.sum(_0)
