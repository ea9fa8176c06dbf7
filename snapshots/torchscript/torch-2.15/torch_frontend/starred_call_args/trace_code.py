def starred_call_args(x: Tensor) -> Tensor:
  _0 = torch.add(torch.mul(x, CONSTANTS.c0), CONSTANTS.c1)
  return _0
