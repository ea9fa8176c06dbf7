def forward(self,
    x: Tensor) -> Tensor:
  _0 = "This Python function is annotated to be ignored and cannot be run"
  _1 = uninitialized(Tensor)
  debug = self.debug
  if debug:
    ops.prim.RaiseException(_0)
    x0 = _1
  else:
    x0 = x
  return torch.add(x0, 1.)
