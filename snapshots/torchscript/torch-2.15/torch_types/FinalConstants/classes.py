# code/__torch__/cases/torch_types.py
class FinalConstants(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  mode : Final[str] = "double"
  scale : Final[float] = 2.5
  def forward(self: __torch__.cases.torch_types.FinalConstants,
    x: Tensor) -> Tensor:
    x0 = torch.mul(x, 2.)
    return torch.mul(x0, 2.5)
