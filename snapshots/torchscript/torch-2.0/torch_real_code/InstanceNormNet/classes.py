# code/__torch__/cases/torch_real_code.py
class InstanceNormNet(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  norm : __torch__.torch.nn.modules.instancenorm.InstanceNorm1d
  def forward(self: __torch__.cases.torch_real_code.InstanceNormNet,
    x: Tensor) -> Tensor:
    norm = self.norm
    return (norm).forward(x, )

# code/__torch__/torch/nn/functional.py
def instance_norm(input: Tensor,
    running_mean: Optional[Tensor]=None,
    running_var: Optional[Tensor]=None,
    weight: Optional[Tensor]=None,
    bias: Optional[Tensor]=None,
    use_input_stats: bool=True,
    momentum: float=0.10000000000000001,
    eps: float=1.0000000000000001e-05) -> Tensor:
  _0 = __torch__.torch.nn.functional._verify_spatial_size
  if use_input_stats:
    _1 = _0(torch.size(input), )
  else:
    pass
  _2 = torch.instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps, True)
  return _2
def _verify_spatial_size(size: List[int]) -> NoneType:
  _3 = "Expected more than 1 spatial element when training, got input size {}"
  _4 = torch.__range_length(2, torch.len(size), 1)
  size_prods = 1
  for _5 in range(_4):
    i = torch.__derive_index(_5, 2, 1)
    size_prods = torch.mul(size_prods, size[i])
  if torch.eq(size_prods, 1):
    ops.prim.RaiseException(torch.format(_3, size), "builtins.ValueError")
  else:
    pass
  return None

# code/__torch__/torch/nn/modules/instancenorm.py
class InstanceNorm1d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : NoneType
  bias : NoneType
  running_mean : NoneType
  running_var : NoneType
  num_batches_tracked : NoneType
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 3
  eps : Final[float] = 1.0000000000000001e-05
  momentum : Final[float] = 0.10000000000000001
  affine : Final[bool] = False
  track_running_stats : Final[bool] = False
  def forward(self: __torch__.torch.nn.modules.instancenorm.InstanceNorm1d,
    input: Tensor) -> Tensor:
    _0 = (self)._check_input_dim(input, )
    _1 = torch.eq(torch.dim(input), (self)._get_no_batch_dim())
    if _1:
      _3 = (self)._handle_no_batch_input(input, )
      _2 = _3
    else:
      _4 = (self)._apply_instance_norm(input, )
      _2 = _4
    return _2
  def _check_input_dim(self: __torch__.torch.nn.modules.instancenorm.InstanceNorm1d,
    input: Tensor) -> NoneType:
    _5 = "expected 2D or 3D input (got {}D input)"
    _6 = torch.dim(input)
    _7 = torch.__not__(torch.__contains__([2, 3], _6))
    if _7:
      _8 = torch.format(_5, torch.dim(input))
      ops.prim.RaiseException(_8, "builtins.ValueError")
    else:
      pass
    return None
  def _get_no_batch_dim(self: __torch__.torch.nn.modules.instancenorm.InstanceNorm1d) -> int:
    return 2
  def _handle_no_batch_input(self: __torch__.torch.nn.modules.instancenorm.InstanceNorm1d,
    input: Tensor) -> Tensor:
    _9 = (self)._apply_instance_norm(torch.unsqueeze(input, 0), )
    return torch.squeeze(_9, 0)
  def _apply_instance_norm(self: __torch__.torch.nn.modules.instancenorm.InstanceNorm1d,
    input: Tensor) -> Tensor:
    _10 = __torch__.torch.nn.functional.instance_norm
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _11 = _10(input, running_mean, running_var, weight, bias, True, 0.10000000000000001, 1.0000000000000001e-05, )
    return _11
