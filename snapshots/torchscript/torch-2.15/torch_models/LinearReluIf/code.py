def forward(self,
    x: Tensor) -> Tensor:
  relu = self.relu
  linear = self.linear
  y = (relu).forward((linear).forward(x, ), )
  if bool(torch.gt(torch.sum(x), 0)):
    y0 = torch.mul(y, 2.)
  else:
    y0 = y
  return y0
