# code/__torch__/cases/torch_types.py
class InterfaceAttribute(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  act : __torch__.cases.torch_types._Activation
  other : __torch__.cases.torch_types._Shifter
  def forward(self: __torch__.cases.torch_types.InterfaceAttribute,
    x: Tensor) -> Tensor:
    act = self.act
    _0 = (act).forward(x, )
    other = self.other
    return torch.add(_0, (other).forward(x, ))
class _Doubler(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  def forward(self: __torch__.cases.torch_types._Doubler,
    x: Tensor) -> Tensor:
    return torch.mul(x, 2.)
class _Shifter(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  def forward(self: __torch__.cases.torch_types._Shifter,
    x: Tensor) -> Tensor:
    return torch.add(x, 1.)
class _Activation(ModuleInterface):
  def forward(self, x: Tensor) -> Tensor:
    pass
