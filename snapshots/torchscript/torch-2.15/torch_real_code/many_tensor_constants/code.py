def many_tensor_constants(x: Tensor) -> Tensor:
  x0 = x
  for i in range(300):
    x0 = torch.add(x0, torch.tensor(i))
  return x0
