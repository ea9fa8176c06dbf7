def union_refinement(x: Tensor,
    k: Union[float, int]) -> Tensor:
  _0 = isinstance(k, int)
  if _0:
    k0 = unchecked_cast(int, k)
    _1 = torch.mul(x, float(k0))
  else:
    k1 = unchecked_cast(float, k)
    _1 = torch.add(x, k1)
  return _1
