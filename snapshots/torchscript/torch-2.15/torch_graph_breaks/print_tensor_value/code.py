def print_tensor_value(x: Tensor) -> Tensor:
  total = torch.sum(x)
  print("total", total)
  return torch.div(x, total)
