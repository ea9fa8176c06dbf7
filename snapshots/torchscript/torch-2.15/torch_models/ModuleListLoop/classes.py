# code/__torch__/cases/torch_models.py
class ModuleListLoop(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  layers : __torch__.torch.nn.modules.container.ModuleList
  def forward(self: __torch__.cases.torch_models.ModuleListLoop,
    x: Tensor) -> Tensor:
    layers = self.layers
    _0 = getattr(layers, "0")
    _1 = getattr(layers, "1")
    _2 = getattr(layers, "2")
    x0 = torch.relu((_0).forward(x, ))
    x1 = torch.relu((_1).forward(x0, ))
    return torch.relu((_2).forward(x1, ))

# code/__torch__/torch/nn/modules/container.py
class ModuleList(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torch.nn.modules.linear.Linear
  __annotations__["1"] = __torch__.torch.nn.modules.linear.Linear
  __annotations__["2"] = __torch__.torch.nn.modules.linear.Linear
  def __len__(self: __torch__.torch.nn.modules.container.ModuleList) -> int:
    return 3

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
