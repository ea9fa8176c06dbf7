def forward(self,
    x: Tensor) -> Tensor:
  _0 = torch.mul(torch.add(x, CONSTANTS.c0), CONSTANTS.c1)
  return _0
