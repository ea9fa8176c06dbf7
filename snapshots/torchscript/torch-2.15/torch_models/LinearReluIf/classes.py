# code/__torch__/cases/torch_models.py
class LinearReluIf(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  linear : __torch__.torch.nn.modules.linear.Linear
  relu : __torch__.torch.nn.modules.activation.ReLU
  def forward(self: __torch__.cases.torch_models.LinearReluIf,
    x: Tensor) -> Tensor:
    relu = self.relu
    linear = self.linear
    y = (relu).forward((linear).forward(x, ), )
    if bool(torch.gt(torch.sum(x), 0)):
      y0 = torch.mul(y, 2.)
    else:
      y0 = y
    return y0

# code/__torch__/torch/nn/functional.py
def relu(input: Tensor,
    inplace: bool=False) -> Tensor:
  if inplace:
    result = torch.relu_(input)
  else:
    result = torch.relu(input)
  return result

# code/__torch__/torch/nn/modules/activation.py
class ReLU(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  inplace : Final[bool] = False
  def forward(self: __torch__.torch.nn.modules.activation.ReLU,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.relu(input, False, )
    return _0

# code/__torch__/torch/nn/modules/linear.py
class Linear(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  out_features : Final[int] = 4
  in_features : Final[int] = 3
  def forward(self: __torch__.torch.nn.modules.linear.Linear,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    return torch.linear(input, weight, bias)
