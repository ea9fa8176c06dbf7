def branch_on_tensor_value(x: Tensor) -> Tensor:
  return torch.mul(x, CONSTANTS.c0)
