def forward(self,
    x: Tensor) -> Tensor:
  bias = self.bias
  if torch.__is__(bias, None):
    _0 = x
  else:
    bias0 = unchecked_cast(Tensor, bias)
    _0 = torch.add(x, bias0)
  return _0
