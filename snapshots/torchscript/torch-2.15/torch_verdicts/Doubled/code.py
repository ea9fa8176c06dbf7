def forward(self,
    x: Tensor) -> Tensor:
  return torch.mul(x, 2)
