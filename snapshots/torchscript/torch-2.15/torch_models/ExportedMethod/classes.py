# code/__torch__/cases/torch_models.py
class ExportedMethod(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  scale : float
  def forward(self: __torch__.cases.torch_models.ExportedMethod,
    x: Tensor) -> Tensor:
    return torch.add((self).rescale(x, ), 1.)
  def rescale(self: __torch__.cases.torch_models.ExportedMethod,
    x: Tensor) -> Tensor:
    scale = self.scale
    return torch.mul(x, scale)
