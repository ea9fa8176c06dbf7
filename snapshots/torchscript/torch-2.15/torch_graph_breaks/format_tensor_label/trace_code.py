def format_tensor_label(x: Tensor) -> Tensor:
  return torch.mul(x, CONSTANTS.c0)
