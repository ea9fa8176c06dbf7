def input_requires_grad(x: Tensor) -> Tensor:
  _0 = torch.sum(torch.mul(torch.sin(x), CONSTANTS.c0), [1])
  return _0
