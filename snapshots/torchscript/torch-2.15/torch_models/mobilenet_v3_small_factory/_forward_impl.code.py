def _forward_impl(self,
    x: Tensor) -> Tensor:
  features = self.features
  x0 = (features).forward(x, )
  avgpool = self.avgpool
  x1 = (avgpool).forward(x0, )
  x2 = torch.flatten(x1, 1)
  classifier = self.classifier
  return (classifier).forward(x2, )
