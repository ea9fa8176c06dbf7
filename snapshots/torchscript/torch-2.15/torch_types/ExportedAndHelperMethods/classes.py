# code/__torch__/cases/torch_types.py
class ExportedAndHelperMethods(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  offset : float
  def forward(self: __torch__.cases.torch_types.ExportedAndHelperMethods,
    x: Tensor) -> Tensor:
    return torch.mul((self).helper(x, ), 2.)
  def reset_value(self: __torch__.cases.torch_types.ExportedAndHelperMethods) -> float:
    offset = self.offset
    return torch.mul(offset, 0.)
  def helper(self: __torch__.cases.torch_types.ExportedAndHelperMethods,
    x: Tensor) -> Tensor:
    offset = self.offset
    return torch.add(x, offset)
