def rescale(self,
    x: Tensor) -> Tensor:
  scale = self.scale
  return torch.mul(x, scale)
