# code/__torch__/cases/torch_verdicts.py
class Doubled(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  def forward(self: __torch__.cases.torch_verdicts.Doubled,
    x: Tensor) -> Tensor:
    return torch.mul(x, 2)
