# code/__torch__/cases/torch_types.py
class IgnoredAndUnusedMethods(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  debug : bool
  def forward(self: __torch__.cases.torch_types.IgnoredAndUnusedMethods,
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
