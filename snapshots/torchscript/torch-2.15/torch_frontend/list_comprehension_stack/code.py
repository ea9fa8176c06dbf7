def list_comprehension_stack(x: Tensor) -> Tensor:
  _0 = annotate(List[Tensor], [])
  for i in range(4):
    _1 = torch.append(_0, torch.mul(x, float(i)))
  return torch.stack(_0)
