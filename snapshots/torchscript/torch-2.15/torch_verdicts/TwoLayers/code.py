def forward(self,
    input: Tensor) -> Tensor:
  _0 = getattr(self, "0")
  _1 = getattr(self, "1")
  input0 = (_0).forward(input, )
  return (_1).forward(input0, )
