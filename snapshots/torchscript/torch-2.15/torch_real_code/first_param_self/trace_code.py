def first_param_self(self: Tensor,
    x: Tensor) -> Tensor:
  return torch.add(x, CONSTANTS.c0)
