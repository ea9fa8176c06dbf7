# code/__torch__/cases/torch_types.py
class OptionalAttribute(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  bias : Optional[Tensor]
  def forward(self: __torch__.cases.torch_types.OptionalAttribute,
    x: Tensor) -> Tensor:
    bias = self.bias
    if torch.__is__(bias, None):
      _0 = x
    else:
      bias0 = unchecked_cast(Tensor, bias)
      _0 = torch.add(x, bias0)
    return _0
