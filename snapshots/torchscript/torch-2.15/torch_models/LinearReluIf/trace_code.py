def forward(self,
    x: Tensor) -> Tensor:
  relu = self.relu
  linear = self.linear
  _0 = (relu).forward((linear).forward(x, ), )
  return torch.mul(_0, CONSTANTS.c0)
