def _forward_impl(self,
    x: Tensor) -> Tensor:
  conv1 = self.conv1
  x0 = (conv1).forward(x, )
  bn1 = self.bn1
  x1 = (bn1).forward(x0, )
  relu = self.relu
  x2 = (relu).forward(x1, )
  maxpool = self.maxpool
  x3 = (maxpool).forward(x2, )
  layer1 = self.layer1
  x4 = (layer1).forward(x3, )
  layer2 = self.layer2
  x5 = (layer2).forward(x4, )
  layer3 = self.layer3
  x6 = (layer3).forward(x5, )
  layer4 = self.layer4
  x7 = (layer4).forward(x6, )
  avgpool = self.avgpool
  x8 = (avgpool).forward(x7, )
  x9 = torch.flatten(x8, 1)
  fc = self.fc
  return (fc).forward(x9, )
