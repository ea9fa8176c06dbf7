def branch_on_tensor_value(x: Tensor) -> Tensor:
  if bool(torch.gt(torch.sum(x), 0)):
    _0 = torch.mul(x, 2.)
  else:
    _0 = torch.sub(x, 1.)
  return _0
