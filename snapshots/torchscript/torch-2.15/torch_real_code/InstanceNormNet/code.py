def forward(self,
    x: Tensor) -> Tensor:
  norm = self.norm
  return (norm).forward(x, )
