def forward(self,
    x: Tensor) -> Tensor:
  return torch.mul((self).helper(x, ), 2.)
