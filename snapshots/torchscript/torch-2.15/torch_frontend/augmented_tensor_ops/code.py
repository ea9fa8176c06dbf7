def augmented_tensor_ops(x: Tensor) -> Tensor:
  y = torch.clone(x)
  y0 = torch.add_(y, 1.)
  y1 = torch.mul_(y0, 3.)
  y2 = torch.sub_(y1, 0.5)
  return torch.div_(y2, 2.)
