def matmul_and_power(a: Tensor,
    v: Tensor) -> Tensor:
  _0 = torch.matmul(a, v)
  _1 = torch.add(torch.pow(_0, 2), torch.floor_divide(_0, CONSTANTS.c0))
  return _1
