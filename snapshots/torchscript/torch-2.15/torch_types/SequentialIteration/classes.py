# code/__torch__/cases/torch_types.py
class SequentialIteration(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  seq : __torch__.torch.nn.modules.container.Sequential
  heads : __torch__.torch.nn.modules.container.ModuleList
  def forward(self: __torch__.cases.torch_types.SequentialIteration,
    x: Tensor) -> Tensor:
    seq = self.seq
    _0 = getattr(seq, "0")
    _1 = getattr(seq, "1")
    _2 = getattr(seq, "2")
    x0 = (_0).forward(x, )
    x1 = (_1).forward(x0, )
    x2 = (_2).forward(x1, )
    out = torch.zeros([torch.size(x2, 0), 2])
    heads = self.heads
    _00 = getattr(heads, "0")
    _10 = getattr(heads, "1")
    out0 = torch.add(out, torch.mul((_00).forward(x2, ), 1.))
    out1 = torch.add(out0, torch.mul((_10).forward(x2, ), 2.))
    return out1

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

# code/__torch__/torch/nn/modules/container.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torch.nn.modules.linear.Linear
  __annotations__["1"] = __torch__.torch.nn.modules.activation.ReLU
  __annotations__["2"] = __torch__.torch.nn.modules.linear.Linear
  def forward(self: __torch__.torch.nn.modules.container.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torch.nn.modules.container.Sequential) -> int:
    return 3
class ModuleList(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torch.nn.modules.linear.___torch_mangle_0.Linear
  __annotations__["1"] = __torch__.torch.nn.modules.linear.___torch_mangle_0.Linear
  def __len__(self: __torch__.torch.nn.modules.container.ModuleList) -> int:
    return 2

# code/__torch__/torch/nn/modules/linear.py
class Linear(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  out_features : Final[int] = 4
  in_features : Final[int] = 4
  def forward(self: __torch__.torch.nn.modules.linear.Linear,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    return torch.linear(input, weight, bias)

# code/__torch__/torch/nn/modules/linear/___torch_mangle_0.py
class Linear(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  out_features : Final[int] = 2
  in_features : Final[int] = 4
  def forward(self: __torch__.torch.nn.modules.linear.___torch_mangle_0.Linear,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    return torch.linear(input, weight, bias)
