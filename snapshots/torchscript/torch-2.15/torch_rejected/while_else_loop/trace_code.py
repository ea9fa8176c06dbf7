def while_else_loop(x: Tensor) -> Tensor:
  x0 = torch.mul(x, CONSTANTS.c0)
  x1 = torch.mul(x0, CONSTANTS.c0)
  return torch.add(x1, CONSTANTS.c1)
