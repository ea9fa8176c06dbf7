def forward(self,
    x: Tensor) -> Tensor:
  return (self)._forward_impl(x, )
