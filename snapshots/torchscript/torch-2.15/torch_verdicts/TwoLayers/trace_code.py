def forward(self,
    input: Tensor) -> Tensor:
  _1 = getattr(self, "1")
  _0 = getattr(self, "0")
  return (_1).forward((_0).forward(input, ), )
