def no_grad_block(x: Tensor) -> Tensor:
  y = torch.add(x, CONSTANTS.c0)
  z = torch.mul(y, CONSTANTS.c1)
  return torch.sub(z, y)
