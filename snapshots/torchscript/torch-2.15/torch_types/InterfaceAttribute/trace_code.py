def forward(self,
    x: Tensor) -> Tensor:
  other = self.other
  _0 = torch.add(torch.mul(x, CONSTANTS.c0), (other).forward(x, ))
  return _0
