def while_on_tensor_condition(x: Tensor) -> Tuple[Tensor, int]:
  x0 = x
  steps = 0
  _0 = bool(torch.lt(torch.sum(x), 100.))
  while _0:
    x1 = torch.mul(x0, 2.)
    steps0 = torch.add(steps, 1)
    _0, x0, steps = bool(torch.lt(torch.sum(x1), 100.)), x1, steps0
  return (x0, steps)
