def print_tensor_value(x: Tensor) -> Tensor:
  inp = torch.sum(x)
  return torch.div(x, inp)
