def matmul_and_power(a: Tensor,
    v: Tensor) -> Tensor:
  y = torch.matmul(a, v)
  _0 = torch.add(torch.pow(y, 2), torch.floor_divide(y, 2))
  return _0
