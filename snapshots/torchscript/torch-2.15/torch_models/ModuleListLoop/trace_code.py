def forward(self,
    x: Tensor) -> Tensor:
  layers = self.layers
  _2 = getattr(layers, "2")
  layers0 = self.layers
  _1 = getattr(layers0, "1")
  layers1 = self.layers
  _0 = getattr(layers1, "0")
  input = torch.relu((_0).forward(x, ))
  input0 = torch.relu((_1).forward(input, ))
  return torch.relu((_2).forward(input0, ))
