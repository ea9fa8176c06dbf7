def generator_expression_sizes(a: Tensor,
    b: Tensor) -> int:
  sizes = [torch.numel(a), torch.numel(b)]
  _0 = annotate(List[int], [])
  for _1 in range(torch.len(sizes)):
    s = sizes[_1]
    _2 = torch.append(_0, torch.mul(s, 2))
  return torch.sum(_0)
