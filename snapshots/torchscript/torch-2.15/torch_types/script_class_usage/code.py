def script_class_usage(xs: List[Tensor]) -> Tensor:
  acc = __torch__.cases.torch_types._RunningMean.__new__(__torch__.cases.torch_types._RunningMean)
  _0 = (acc).__init__(2, )
  for _1 in range(torch.len(xs)):
    x = xs[_1]
    _2 = (acc).add(x, )
  return (acc).mean()
