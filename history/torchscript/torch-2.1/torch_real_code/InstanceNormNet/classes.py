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
    _0 = "input\'s size at dim={} does not match num_features. You can silence this warning by not passing in num_features, which is not used because affine=False"
    _1 = (self)._check_input_dim(input, )
    feature_dim = torch.sub(torch.dim(input), (self)._get_no_batch_dim())
    _2 = torch.ne(torch.size(input, feature_dim), 3)
    if _2:
      torch.warn(torch.format(_0, feature_dim))
    else:
      pass
    _3 = torch.eq(torch.dim(input), (self)._get_no_batch_dim())
    if _3:
      _5 = (self)._handle_no_batch_input(input, )
      _4 = _5
    else:
      _6 = (self)._apply_instance_norm(input, )
      _4 = _6
    return _4
  def _check_input_dim(self: __torch__.torch.nn.modules.instancenorm.InstanceNorm1d,
    input: Tensor) -> NoneType:
    _7 = "expected 2D or 3D input (got {}D input)"
    _8 = torch.dim(input)
    _9 = torch.__not__(torch.__contains__([2, 3], _8))
    if _9:
      _10 = torch.format(_7, torch.dim(input))
      ops.prim.RaiseException(_10, "builtins.ValueError")
    else:
      pass
    return None
  def _get_no_batch_dim(self: __torch__.torch.nn.modules.instancenorm.InstanceNorm1d) -> int:
    return 2
  def _handle_no_batch_input(self: __torch__.torch.nn.modules.instancenorm.InstanceNorm1d,
    input: Tensor) -> Tensor:
    _11 = (self)._apply_instance_norm(torch.unsqueeze(input, 0), )
    return torch.squeeze(_11, 0)
  def _apply_instance_norm(self: __torch__.torch.nn.modules.instancenorm.InstanceNorm1d,
    input: Tensor) -> Tensor:
    _12 = __torch__.torch.nn.functional.instance_norm
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _13 = _12(input, running_mean, running_var, weight, bias, True, 0.10000000000000001, 1.0000000000000001e-05, )
    return _13
