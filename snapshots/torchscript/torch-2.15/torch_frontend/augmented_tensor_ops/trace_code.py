def augmented_tensor_ops(x: Tensor) -> Tensor:
  y = torch.clone(x)
  y0 = torch.add_(y, CONSTANTS.c0)
  y1 = torch.mul_(y0, CONSTANTS.c1)
  y2 = torch.sub_(y1, CONSTANTS.c2)
  return torch.div_(y2, CONSTANTS.c3)
