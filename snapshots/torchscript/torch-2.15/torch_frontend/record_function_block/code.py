def record_function_block(x: Tensor) -> Tensor:
  _0 = __torch__.torch.autograd.profiler.record_function.__new__(__torch__.torch.autograd.profiler.record_function)
  _1 = (_0).__init__("scaled", None, )
  with _0:
    y = torch.mul(x, 3.)
  return torch.add(y, 1.)
