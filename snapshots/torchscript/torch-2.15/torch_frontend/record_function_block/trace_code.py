def record_function_block(x: Tensor) -> Tensor:
  _0 = ops.profiler._record_function_enter_new("scaled")
  y = torch.mul(x, CONSTANTS.c0)
  ops.profiler._record_function_exit(_0)
  return torch.add(y, CONSTANTS.c1)
