# code/__torch__/cases/torch_types.py
class ScriptClassInModule(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  proj : __torch__.torch.nn.modules.linear.Linear
  def forward(self: __torch__.cases.torch_types.ScriptClassInModule,
    x: Tensor) -> Tensor:
    acc = __torch__.cases.torch_types._RunningMean.__new__(__torch__.cases.torch_types._RunningMean)
    _0 = (acc).__init__(4, )
    for _1 in range(torch.len(x)):
      row = torch.select(x, 0, _1)
      proj = self.proj
      _2 = (acc).add((proj).forward(row, ), )
    return (acc).mean()
class _RunningMean:
  total : Tensor
  count : int
  def __init__(self: __torch__.cases.torch_types._RunningMean,
    size: int) -> NoneType:
    self.total = torch.zeros([size])
    self.count = 0
    return None
  def add(self: __torch__.cases.torch_types._RunningMean,
    x: Tensor) -> NoneType:
    total = self.total
    self.total = torch.add(total, x)
    count = self.count
    self.count = torch.add(count, 1)
    return None
  def mean(self: __torch__.cases.torch_types._RunningMean) -> Tensor:
    total = self.total
    count = self.count
    _3 = torch.div(total, ops.prim.max(count, 1))
    return _3

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
