def forward(self,
    x: Tensor) -> Tensor:
  drop = self.drop
  fc = self.fc
  return (drop).forward((fc).forward(x, ), )
