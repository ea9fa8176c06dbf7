def print_in_the_middle(x: Tensor) -> Tensor:
  y = torch.add(x, CONSTANTS.c0)
  return torch.mul(y, CONSTANTS.c1)
