def optional_int_refinement(x: Tensor,
    n: Optional[int]=None) -> Tensor:
  if torch.__is__(n, None):
    _0 = torch.sum(x, [0])
  else:
    n0 = unchecked_cast(int, n)
    y = torch.mul(x, n0)
    _1 = torch.add(torch.mean(y, [1]), torch.arange(torch.size(y, 0)))
    _0 = _1
  return _0
