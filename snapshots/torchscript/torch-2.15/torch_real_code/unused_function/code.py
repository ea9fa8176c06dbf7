def unused_function(x: Any) -> NoneType:
  _0 = uninitialized(NoneType)
  ops.prim.RaiseException("Cannot call @unused methods", "builtins.RuntimeError")
  return _0
