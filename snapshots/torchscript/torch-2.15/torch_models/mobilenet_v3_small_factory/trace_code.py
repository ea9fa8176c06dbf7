def forward(self,
    x: Tensor) -> Tensor:
  classifier = self.classifier
  avgpool = self.avgpool
  features = self.features
  _0 = (avgpool).forward((features).forward(x, ), )
  input = torch.flatten(_0, 1)
  return (classifier).forward(input, )
