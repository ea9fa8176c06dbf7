def forward(self,
    x: Tensor) -> Tensor:
  layers = self.layers
  _0 = getattr(layers, "0")
  _1 = getattr(layers, "1")
  _2 = getattr(layers, "2")
  x0 = torch.relu((_0).forward(x, ))
  x1 = torch.relu((_1).forward(x0, ))
  return torch.relu((_2).forward(x1, ))
