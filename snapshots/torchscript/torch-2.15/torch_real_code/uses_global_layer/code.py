def uses_global_layer(x: Tensor) -> Tensor:
  return ^<python_value>()(x)
