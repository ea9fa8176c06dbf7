def no_grad_block(x: Tensor) -> Tensor:
  y = torch.add(x, 1.)
  _0 = __torch__.torch.autograd.grad_mode.no_grad.__new__(__torch__.torch.autograd.grad_mode.no_grad)
  _1 = (_0).__init__()
  with _0:
    z = torch.mul(y, 2.)
  return torch.sub(z, y)
