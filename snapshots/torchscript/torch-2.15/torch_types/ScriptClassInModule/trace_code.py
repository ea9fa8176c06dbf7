def forward(self,
    x: Tensor) -> Tensor:
  proj = self.proj
  _0 = torch.zeros([4], dtype=None, layout=None, device=torch.device("cpu"), pin_memory=False)
  input, input0, = torch.unbind(x)
  _1 = torch.add(_0, (proj).forward(input, ))
  _2 = torch.add(_1, (proj).forward1(input0, ))
  return torch.div(_2, CONSTANTS.c0)
