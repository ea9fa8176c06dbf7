def globals_lookup(x: Tensor) -> Tensor:
  _0 = torch.add(torch.div(x, CONSTANTS.c0), CONSTANTS.c1)
  return _0
