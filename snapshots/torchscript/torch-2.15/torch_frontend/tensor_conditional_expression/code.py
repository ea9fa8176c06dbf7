def tensor_conditional_expression(x: Tensor) -> Tensor:
  if bool(torch.gt(torch.sum(x), 0)):
    _0 = torch.mul(x, 2.)
  else:
    _0 = torch.neg(x)
  return _0
