# code/__torch__/torch/nn/functional.py
def batch_norm(input: Tensor,
    running_mean: Optional[Tensor],
    running_var: Optional[Tensor],
    weight: Optional[Tensor]=None,
    bias: Optional[Tensor]=None,
    training: bool=False,
    momentum: float=0.10000000000000001,
    eps: float=1.0000000000000001e-05) -> Tensor:
  _0 = __torch__.torch.nn.functional._verify_batch_size
  _1 = "batch_norm eps must be positive, but got {}"
  if training:
    _2 = _0(torch.size(input), )
  else:
    pass
  if torch.le(eps, 0.):
    ops.prim.RaiseException(torch.format(_1, eps), "builtins.ValueError")
  else:
    pass
  _3 = torch.batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, True)
  return _3
def hardswish(input: Tensor,
    inplace: bool=False) -> Tensor:
  if inplace:
    _4 = torch.hardswish_(input)
  else:
    _4 = torch.hardswish(input)
  return _4
def relu(input: Tensor,
    inplace: bool=False) -> Tensor:
  if inplace:
    result = torch.relu_(input)
  else:
    result = torch.relu(input)
  return result
def adaptive_avg_pool2d(input: Tensor,
    output_size: List[int]) -> Tensor:
  _5 = torch.gt(torch.len(torch.size(input)), torch.len(output_size))
  if _5:
    pass
  else:
    ops.prim.RaiseException("AssertionError: ")
  _6 = torch.adaptive_avg_pool2d(input, output_size)
  return _6
def hardsigmoid(input: Tensor,
    inplace: bool=False) -> Tensor:
  if inplace:
    _7 = torch.hardsigmoid_(input)
  else:
    _7 = torch.hardsigmoid(input)
  return _7
def dropout(input: Tensor,
    p: float=0.5,
    training: bool=True,
    inplace: bool=False) -> Tensor:
  _8 = "dropout probability has to be between 0 and 1, but got {}"
  if torch.lt(p, 0.):
    _9 = True
  else:
    _9 = torch.gt(p, 1.)
  if _9:
    ops.prim.RaiseException(torch.format(_8, p), "builtins.ValueError")
  else:
    pass
  if inplace:
    _10 = torch.dropout_(input, p, training)
  else:
    _10 = torch.dropout(input, p, training)
  return _10
def _verify_batch_size(size: List[int]) -> NoneType:
  _11 = "Expected more than 1 value per channel when training, got input size {}"
  size_prods = size[0]
  size_prods0 = size_prods
  for i in range(torch.sub(torch.len(size), 2)):
    size_prods1 = torch.mul(size_prods0, size[torch.add(i, 2)])
    size_prods0 = size_prods1
  if torch.eq(size_prods0, 1):
    ops.prim.RaiseException(torch.format(_11, size), "builtins.ValueError")
  else:
    pass
  return None

# code/__torch__/torch/nn/modules/activation.py
class Hardswish(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  inplace : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.activation.Hardswish,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.hardswish
    return _0(input, True, )
class ReLU(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  inplace : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.activation.ReLU,
    input: Tensor) -> Tensor:
    _1 = __torch__.torch.nn.functional.relu(input, True, )
    return _1
class Hardsigmoid(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  inplace : Final[bool] = False
  def forward(self: __torch__.torch.nn.modules.activation.Hardsigmoid,
    input: Tensor) -> Tensor:
    _2 = __torch__.torch.nn.functional.hardsigmoid
    return _2(input, False, )

# code/__torch__/torch/nn/modules/activation/___torch_mangle_0.py
class ReLU(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  inplace : Final[bool] = False
  def forward(self: __torch__.torch.nn.modules.activation.___torch_mangle_0.ReLU,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.relu(input, False, )
    return _0

# code/__torch__/torch/nn/modules/batchnorm.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 16
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_1.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 24
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_1.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_1.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_2.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 88
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_2.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_2.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_3.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 96
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_3.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_3.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_4.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 40
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_4.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_4.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_5.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 240
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_5.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_5.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_6.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 120
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_6.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_6.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_7.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 48
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_7.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_7.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_8.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 144
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_8.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_8.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_9.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 288
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_9.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_9.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_10.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 72
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_10.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_10.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/batchnorm/___torch_mangle_11.py
class BatchNorm2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = ["running_mean", "running_var", "num_batches_tracked", ]
  weight : Tensor
  bias : Tensor
  running_mean : Tensor
  running_var : Tensor
  num_batches_tracked : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  num_features : Final[int] = 576
  eps : Final[float] = 0.001
  momentum : Final[float] = 0.01
  affine : Final[bool] = True
  track_running_stats : Final[bool] = True
  def forward(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_11.BatchNorm2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.batch_norm
    _1 = (self)._check_input_dim(input, )
    training = self.training
    if training:
      num_batches_tracked = self.num_batches_tracked
      _2 = torch.add_(num_batches_tracked, 1)
    else:
      pass
    training0 = self.training
    if training0:
      bn_training = True
    else:
      bn_training = False
    running_mean = self.running_mean
    running_var = self.running_var
    weight = self.weight
    bias = self.bias
    _3 = _0(input, running_mean, running_var, weight, bias, bn_training, 0.01, 0.001, )
    return _3
  def _check_input_dim(self: __torch__.torch.nn.modules.batchnorm.___torch_mangle_11.BatchNorm2d,
    input: Tensor) -> NoneType:
    if torch.ne(torch.dim(input), 4):
      _4 = torch.format("expected 4D input (got {}D input)", torch.dim(input))
      ops.prim.RaiseException(_4, "builtins.ValueError")
    else:
      pass
    return None

# code/__torch__/torch/nn/modules/container.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torchvision.ops.misc.___torch_mangle_12.Conv2dNormActivation
  __annotations__["1"] = __torch__.torchvision.ops.misc.SqueezeExcitation
  __annotations__["2"] = __torch__.torchvision.ops.misc.___torch_mangle_13.Conv2dNormActivation
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

# code/__torch__/torch/nn/modules/container/___torch_mangle_14.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torch.nn.modules.linear.Linear
  __annotations__["1"] = __torch__.torch.nn.modules.activation.Hardswish
  __annotations__["2"] = __torch__.torch.nn.modules.dropout.Dropout
  __annotations__["3"] = __torch__.torch.nn.modules.linear.___torch_mangle_15.Linear
  def forward(self: __torch__.torch.nn.modules.container.___torch_mangle_14.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    _3 = getattr(self, "3")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    input2 = (_2).forward(input1, )
    return (_3).forward(input2, )
  def __len__(self: __torch__.torch.nn.modules.container.___torch_mangle_14.Sequential) -> int:
    return 4

# code/__torch__/torch/nn/modules/container/___torch_mangle_16.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torchvision.ops.misc.___torch_mangle_17.Conv2dNormActivation
  __annotations__["1"] = __torch__.torchvision.ops.misc.___torch_mangle_18.Conv2dNormActivation
  __annotations__["2"] = __torch__.torchvision.ops.misc.___torch_mangle_19.Conv2dNormActivation
  def forward(self: __torch__.torch.nn.modules.container.___torch_mangle_16.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torch.nn.modules.container.___torch_mangle_16.Sequential) -> int:
    return 3

# code/__torch__/torch/nn/modules/container/___torch_mangle_20.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torchvision.ops.misc.___torch_mangle_21.Conv2dNormActivation
  __annotations__["1"] = __torch__.torchvision.ops.misc.___torch_mangle_22.Conv2dNormActivation
  __annotations__["2"] = __torch__.torchvision.ops.misc.___torch_mangle_23.Conv2dNormActivation
  def forward(self: __torch__.torch.nn.modules.container.___torch_mangle_20.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torch.nn.modules.container.___torch_mangle_20.Sequential) -> int:
    return 3

# code/__torch__/torch/nn/modules/container/___torch_mangle_24.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torchvision.ops.misc.___torch_mangle_25.Conv2dNormActivation
  __annotations__["1"] = __torch__.torchvision.ops.misc.___torch_mangle_26.Conv2dNormActivation
  __annotations__["2"] = __torch__.torchvision.ops.misc.___torch_mangle_27.SqueezeExcitation
  __annotations__["3"] = __torch__.torchvision.ops.misc.___torch_mangle_28.Conv2dNormActivation
  def forward(self: __torch__.torch.nn.modules.container.___torch_mangle_24.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    _3 = getattr(self, "3")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    input2 = (_2).forward(input1, )
    return (_3).forward(input2, )
  def __len__(self: __torch__.torch.nn.modules.container.___torch_mangle_24.Sequential) -> int:
    return 4

# code/__torch__/torch/nn/modules/container/___torch_mangle_29.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torchvision.ops.misc.___torch_mangle_30.Conv2dNormActivation
  __annotations__["1"] = __torch__.torchvision.ops.misc.___torch_mangle_31.Conv2dNormActivation
  __annotations__["2"] = __torch__.torchvision.ops.misc.___torch_mangle_32.SqueezeExcitation
  __annotations__["3"] = __torch__.torchvision.ops.misc.___torch_mangle_33.Conv2dNormActivation
  def forward(self: __torch__.torch.nn.modules.container.___torch_mangle_29.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    _3 = getattr(self, "3")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    input2 = (_2).forward(input1, )
    return (_3).forward(input2, )
  def __len__(self: __torch__.torch.nn.modules.container.___torch_mangle_29.Sequential) -> int:
    return 4

# code/__torch__/torch/nn/modules/container/___torch_mangle_34.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torchvision.ops.misc.___torch_mangle_35.Conv2dNormActivation
  __annotations__["1"] = __torch__.torchvision.ops.misc.___torch_mangle_36.Conv2dNormActivation
  __annotations__["2"] = __torch__.torchvision.ops.misc.___torch_mangle_37.SqueezeExcitation
  __annotations__["3"] = __torch__.torchvision.ops.misc.___torch_mangle_38.Conv2dNormActivation
  def forward(self: __torch__.torch.nn.modules.container.___torch_mangle_34.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    _3 = getattr(self, "3")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    input2 = (_2).forward(input1, )
    return (_3).forward(input2, )
  def __len__(self: __torch__.torch.nn.modules.container.___torch_mangle_34.Sequential) -> int:
    return 4

# code/__torch__/torch/nn/modules/container/___torch_mangle_39.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torchvision.ops.misc.___torch_mangle_40.Conv2dNormActivation
  __annotations__["1"] = __torch__.torchvision.ops.misc.___torch_mangle_41.Conv2dNormActivation
  __annotations__["2"] = __torch__.torchvision.ops.misc.___torch_mangle_42.SqueezeExcitation
  __annotations__["3"] = __torch__.torchvision.ops.misc.___torch_mangle_43.Conv2dNormActivation
  def forward(self: __torch__.torch.nn.modules.container.___torch_mangle_39.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    _3 = getattr(self, "3")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    input2 = (_2).forward(input1, )
    return (_3).forward(input2, )
  def __len__(self: __torch__.torch.nn.modules.container.___torch_mangle_39.Sequential) -> int:
    return 4

# code/__torch__/torch/nn/modules/container/___torch_mangle_44.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torchvision.ops.misc.___torch_mangle_45.Conv2dNormActivation
  __annotations__["1"] = __torch__.torchvision.ops.misc.___torch_mangle_46.Conv2dNormActivation
  __annotations__["2"] = __torch__.torchvision.ops.misc.___torch_mangle_47.SqueezeExcitation
  __annotations__["3"] = __torch__.torchvision.ops.misc.___torch_mangle_48.Conv2dNormActivation
  def forward(self: __torch__.torch.nn.modules.container.___torch_mangle_44.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    _3 = getattr(self, "3")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    input2 = (_2).forward(input1, )
    return (_3).forward(input2, )
  def __len__(self: __torch__.torch.nn.modules.container.___torch_mangle_44.Sequential) -> int:
    return 4

# code/__torch__/torch/nn/modules/container/___torch_mangle_49.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torchvision.ops.misc.___torch_mangle_50.Conv2dNormActivation
  __annotations__["1"] = __torch__.torchvision.ops.misc.___torch_mangle_51.Conv2dNormActivation
  __annotations__["2"] = __torch__.torchvision.ops.misc.___torch_mangle_52.SqueezeExcitation
  __annotations__["3"] = __torch__.torchvision.ops.misc.___torch_mangle_53.Conv2dNormActivation
  def forward(self: __torch__.torch.nn.modules.container.___torch_mangle_49.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    _3 = getattr(self, "3")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    input2 = (_2).forward(input1, )
    return (_3).forward(input2, )
  def __len__(self: __torch__.torch.nn.modules.container.___torch_mangle_49.Sequential) -> int:
    return 4

# code/__torch__/torch/nn/modules/container/___torch_mangle_54.py
class Sequential(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  __annotations__["0"] = __torch__.torchvision.ops.misc.Conv2dNormActivation
  __annotations__["1"] = __torch__.torchvision.models.mobilenetv3.InvertedResidual
  __annotations__["2"] = __torch__.torchvision.models.mobilenetv3.___torch_mangle_55.InvertedResidual
  __annotations__["3"] = __torch__.torchvision.models.mobilenetv3.___torch_mangle_56.InvertedResidual
  __annotations__["4"] = __torch__.torchvision.models.mobilenetv3.___torch_mangle_57.InvertedResidual
  __annotations__["5"] = __torch__.torchvision.models.mobilenetv3.___torch_mangle_58.InvertedResidual
  __annotations__["6"] = __torch__.torchvision.models.mobilenetv3.___torch_mangle_58.InvertedResidual
  __annotations__["7"] = __torch__.torchvision.models.mobilenetv3.___torch_mangle_59.InvertedResidual
  __annotations__["8"] = __torch__.torchvision.models.mobilenetv3.___torch_mangle_60.InvertedResidual
  __annotations__["9"] = __torch__.torchvision.models.mobilenetv3.___torch_mangle_61.InvertedResidual
  __annotations__["10"] = __torch__.torchvision.models.mobilenetv3.___torch_mangle_62.InvertedResidual
  __annotations__["11"] = __torch__.torchvision.models.mobilenetv3.___torch_mangle_62.InvertedResidual
  __annotations__["12"] = __torch__.torchvision.ops.misc.___torch_mangle_50.Conv2dNormActivation
  def forward(self: __torch__.torch.nn.modules.container.___torch_mangle_54.Sequential,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    _3 = getattr(self, "3")
    _4 = getattr(self, "4")
    _5 = getattr(self, "5")
    _6 = getattr(self, "6")
    _7 = getattr(self, "7")
    _8 = getattr(self, "8")
    _9 = getattr(self, "9")
    _10 = getattr(self, "10")
    _11 = getattr(self, "11")
    _12 = getattr(self, "12")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    input2 = (_2).forward(input1, )
    input3 = (_3).forward(input2, )
    input4 = (_4).forward(input3, )
    input5 = (_5).forward(input4, )
    input6 = (_6).forward(input5, )
    input7 = (_7).forward(input6, )
    input8 = (_8).forward(input7, )
    input9 = (_9).forward(input8, )
    input10 = (_10).forward(input9, )
    input11 = (_11).forward(input10, )
    return (_12).forward(input11, )
  def __len__(self: __torch__.torch.nn.modules.container.___torch_mangle_54.Sequential) -> int:
    return 13

# code/__torch__/torch/nn/modules/conv.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 16
  padding : Final[Tuple[int, int]] = (1, 1)
  stride : Final[Tuple[int, int]] = (2, 2)
  in_channels : Final[int] = 3
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (3, 3)
  def forward(self: __torch__.torch.nn.modules.conv.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [2, 2], [1, 1], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_63.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 16
  padding : Final[Tuple[int, int]] = (1, 1)
  stride : Final[Tuple[int, int]] = (2, 2)
  in_channels : Final[int] = 16
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 16
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (3, 3)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_63.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_63.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [2, 2], [1, 1], [1, 1], 16)
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_64.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 72
  padding : Final[Tuple[int, int]] = (1, 1)
  stride : Final[Tuple[int, int]] = (2, 2)
  in_channels : Final[int] = 72
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 72
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (3, 3)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_64.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_64.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [2, 2], [1, 1], [1, 1], 72)
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_65.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 24
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 72
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_65.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_65.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_66.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 88
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 24
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_66.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_66.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_67.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 8
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 16
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_67.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_67.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_68.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 88
  padding : Final[Tuple[int, int]] = (1, 1)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 88
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 88
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (3, 3)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_68.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_68.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [1, 1], [1, 1], 88)
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_69.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 24
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 88
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_69.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_69.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_70.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 96
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 24
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_70.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_70.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_71.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 96
  padding : Final[Tuple[int, int]] = (2, 2)
  stride : Final[Tuple[int, int]] = (2, 2)
  in_channels : Final[int] = 96
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 96
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (5, 5)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_71.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_71.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [2, 2], [2, 2], [1, 1], 96)
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_72.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 16
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 8
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_72.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_72.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_73.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 24
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 96
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_73.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_73.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_74.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 40
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 96
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_74.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_74.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_75.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 240
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 40
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_75.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_75.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_76.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 240
  padding : Final[Tuple[int, int]] = (2, 2)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 240
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 240
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (5, 5)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_76.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_76.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [2, 2], [1, 1], 240)
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_77.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 64
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 240
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_77.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_77.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_78.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 240
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 64
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_78.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_78.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_79.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 40
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 240
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_79.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_79.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_80.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 16
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 16
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_80.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_80.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_81.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 120
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 40
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_81.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_81.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_82.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 120
  padding : Final[Tuple[int, int]] = (2, 2)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 120
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 120
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (5, 5)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_82.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_82.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [2, 2], [1, 1], 120)
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_83.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 32
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 120
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_83.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_83.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_84.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 120
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 32
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_84.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_84.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_85.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 48
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 120
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_85.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_85.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_86.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 144
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 48
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_86.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_86.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_87.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 144
  padding : Final[Tuple[int, int]] = (2, 2)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 144
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 144
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (5, 5)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_87.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_87.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [2, 2], [1, 1], 144)
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_88.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 40
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 144
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_88.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_88.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_89.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 144
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 40
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_89.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_89.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_90.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 72
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 16
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_90.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_90.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_91.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 48
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 144
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_91.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_91.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_92.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 288
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 48
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_92.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_92.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_93.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 288
  padding : Final[Tuple[int, int]] = (2, 2)
  stride : Final[Tuple[int, int]] = (2, 2)
  in_channels : Final[int] = 288
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 288
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (5, 5)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_93.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_93.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [2, 2], [2, 2], [1, 1], 288)
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_94.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 72
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 288
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_94.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_94.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_95.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 288
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 72
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_95.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_95.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_96.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 96
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 288
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_96.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_96.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_97.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 576
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 96
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_97.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_97.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_98.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 576
  padding : Final[Tuple[int, int]] = (2, 2)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 576
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 576
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (5, 5)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_98.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_98.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [2, 2], [1, 1], 576)
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_99.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 144
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 576
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_99.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_99.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_100.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 576
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 144
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_100.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_100.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/conv/___torch_mangle_101.py
class Conv2d(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Optional[Tensor]
  training : bool
  _is_full_backward_hook : NoneType
  transposed : bool
  _reversed_padding_repeated_twice : List[int]
  out_channels : Final[int] = 96
  padding : Final[Tuple[int, int]] = (0, 0)
  stride : Final[Tuple[int, int]] = (1, 1)
  in_channels : Final[int] = 576
  padding_mode : Final[str] = "zeros"
  groups : Final[int] = 1
  dilation : Final[Tuple[int, int]] = (1, 1)
  output_padding : Final[Tuple[int, int]] = (0, 0)
  kernel_size : Final[Tuple[int, int]] = (1, 1)
  def forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_101.Conv2d,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    _0 = (self)._conv_forward(input, weight, bias, )
    return _0
  def _conv_forward(self: __torch__.torch.nn.modules.conv.___torch_mangle_101.Conv2d,
    input: Tensor,
    weight: Tensor,
    bias: Optional[Tensor]) -> Tensor:
    _1 = torch.conv2d(input, weight, bias, [1, 1], [0, 0], [1, 1])
    return _1

# code/__torch__/torch/nn/modules/dropout.py
class Dropout(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  inplace : Final[bool] = True
  p : Final[float] = 0.20000000000000001
  def forward(self: __torch__.torch.nn.modules.dropout.Dropout,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.dropout
    training = self.training
    _1 = _0(input, 0.20000000000000001, training, True, )
    return _1

# code/__torch__/torch/nn/modules/linear.py
class Linear(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  out_features : Final[int] = 1024
  in_features : Final[int] = 576
  def forward(self: __torch__.torch.nn.modules.linear.Linear,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    return torch.linear(input, weight, bias)

# code/__torch__/torch/nn/modules/linear/___torch_mangle_15.py
class Linear(Module):
  __parameters__ = ["weight", "bias", ]
  __buffers__ = []
  weight : Tensor
  bias : Tensor
  training : bool
  _is_full_backward_hook : NoneType
  out_features : Final[int] = 1000
  in_features : Final[int] = 1024
  def forward(self: __torch__.torch.nn.modules.linear.___torch_mangle_15.Linear,
    input: Tensor) -> Tensor:
    weight = self.weight
    bias = self.bias
    return torch.linear(input, weight, bias)

# code/__torch__/torch/nn/modules/pooling.py
class AdaptiveAvgPool2d(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  output_size : Final[int] = 1
  def forward(self: __torch__.torch.nn.modules.pooling.AdaptiveAvgPool2d,
    input: Tensor) -> Tensor:
    _0 = __torch__.torch.nn.functional.adaptive_avg_pool2d
    return _0(input, [1, 1], )

# code/__torch__/torchvision/models/mobilenetv3.py
class MobileNetV3(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  features : __torch__.torch.nn.modules.container.___torch_mangle_54.Sequential
  avgpool : __torch__.torch.nn.modules.pooling.AdaptiveAvgPool2d
  classifier : __torch__.torch.nn.modules.container.___torch_mangle_14.Sequential
  def forward(self: __torch__.torchvision.models.mobilenetv3.MobileNetV3,
    x: Tensor) -> Tensor:
    return (self)._forward_impl(x, )
  def _forward_impl(self: __torch__.torchvision.models.mobilenetv3.MobileNetV3,
    x: Tensor) -> Tensor:
    features = self.features
    x0 = (features).forward(x, )
    avgpool = self.avgpool
    x1 = (avgpool).forward(x0, )
    x2 = torch.flatten(x1, 1)
    classifier = self.classifier
    return (classifier).forward(x2, )
class InvertedResidual(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  use_res_connect : bool
  out_channels : int
  _is_cn : bool
  block : __torch__.torch.nn.modules.container.Sequential
  def forward(self: __torch__.torchvision.models.mobilenetv3.InvertedResidual,
    input: Tensor) -> Tensor:
    block = self.block
    result = (block).forward(input, )
    use_res_connect = self.use_res_connect
    if use_res_connect:
      result0 = torch.add_(result, input)
    else:
      result0 = result
    return result0

# code/__torch__/torchvision/models/mobilenetv3/___torch_mangle_55.py
class InvertedResidual(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  use_res_connect : bool
  out_channels : int
  _is_cn : bool
  block : __torch__.torch.nn.modules.container.___torch_mangle_16.Sequential
  def forward(self: __torch__.torchvision.models.mobilenetv3.___torch_mangle_55.InvertedResidual,
    input: Tensor) -> Tensor:
    block = self.block
    result = (block).forward(input, )
    use_res_connect = self.use_res_connect
    if use_res_connect:
      result0 = torch.add_(result, input)
    else:
      result0 = result
    return result0

# code/__torch__/torchvision/models/mobilenetv3/___torch_mangle_56.py
class InvertedResidual(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  use_res_connect : bool
  out_channels : int
  _is_cn : bool
  block : __torch__.torch.nn.modules.container.___torch_mangle_20.Sequential
  def forward(self: __torch__.torchvision.models.mobilenetv3.___torch_mangle_56.InvertedResidual,
    input: Tensor) -> Tensor:
    block = self.block
    result = (block).forward(input, )
    use_res_connect = self.use_res_connect
    if use_res_connect:
      result0 = torch.add_(result, input)
    else:
      result0 = result
    return result0

# code/__torch__/torchvision/models/mobilenetv3/___torch_mangle_57.py
class InvertedResidual(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  use_res_connect : bool
  out_channels : int
  _is_cn : bool
  block : __torch__.torch.nn.modules.container.___torch_mangle_24.Sequential
  def forward(self: __torch__.torchvision.models.mobilenetv3.___torch_mangle_57.InvertedResidual,
    input: Tensor) -> Tensor:
    block = self.block
    result = (block).forward(input, )
    use_res_connect = self.use_res_connect
    if use_res_connect:
      result0 = torch.add_(result, input)
    else:
      result0 = result
    return result0

# code/__torch__/torchvision/models/mobilenetv3/___torch_mangle_58.py
class InvertedResidual(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  use_res_connect : bool
  out_channels : int
  _is_cn : bool
  block : __torch__.torch.nn.modules.container.___torch_mangle_29.Sequential
  def forward(self: __torch__.torchvision.models.mobilenetv3.___torch_mangle_58.InvertedResidual,
    input: Tensor) -> Tensor:
    block = self.block
    result = (block).forward(input, )
    use_res_connect = self.use_res_connect
    if use_res_connect:
      result0 = torch.add_(result, input)
    else:
      result0 = result
    return result0

# code/__torch__/torchvision/models/mobilenetv3/___torch_mangle_59.py
class InvertedResidual(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  use_res_connect : bool
  out_channels : int
  _is_cn : bool
  block : __torch__.torch.nn.modules.container.___torch_mangle_34.Sequential
  def forward(self: __torch__.torchvision.models.mobilenetv3.___torch_mangle_59.InvertedResidual,
    input: Tensor) -> Tensor:
    block = self.block
    result = (block).forward(input, )
    use_res_connect = self.use_res_connect
    if use_res_connect:
      result0 = torch.add_(result, input)
    else:
      result0 = result
    return result0

# code/__torch__/torchvision/models/mobilenetv3/___torch_mangle_60.py
class InvertedResidual(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  use_res_connect : bool
  out_channels : int
  _is_cn : bool
  block : __torch__.torch.nn.modules.container.___torch_mangle_39.Sequential
  def forward(self: __torch__.torchvision.models.mobilenetv3.___torch_mangle_60.InvertedResidual,
    input: Tensor) -> Tensor:
    block = self.block
    result = (block).forward(input, )
    use_res_connect = self.use_res_connect
    if use_res_connect:
      result0 = torch.add_(result, input)
    else:
      result0 = result
    return result0

# code/__torch__/torchvision/models/mobilenetv3/___torch_mangle_61.py
class InvertedResidual(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  use_res_connect : bool
  out_channels : int
  _is_cn : bool
  block : __torch__.torch.nn.modules.container.___torch_mangle_44.Sequential
  def forward(self: __torch__.torchvision.models.mobilenetv3.___torch_mangle_61.InvertedResidual,
    input: Tensor) -> Tensor:
    block = self.block
    result = (block).forward(input, )
    use_res_connect = self.use_res_connect
    if use_res_connect:
      result0 = torch.add_(result, input)
    else:
      result0 = result
    return result0

# code/__torch__/torchvision/models/mobilenetv3/___torch_mangle_62.py
class InvertedResidual(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  use_res_connect : bool
  out_channels : int
  _is_cn : bool
  block : __torch__.torch.nn.modules.container.___torch_mangle_49.Sequential
  def forward(self: __torch__.torchvision.models.mobilenetv3.___torch_mangle_62.InvertedResidual,
    input: Tensor) -> Tensor:
    block = self.block
    result = (block).forward(input, )
    use_res_connect = self.use_res_connect
    if use_res_connect:
      result0 = torch.add_(result, input)
    else:
      result0 = result
    return result0

# code/__torch__/torchvision/ops/misc.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.Conv2dNormActivation) -> int:
    return 3
class SqueezeExcitation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  avgpool : __torch__.torch.nn.modules.pooling.AdaptiveAvgPool2d
  fc1 : __torch__.torch.nn.modules.conv.___torch_mangle_67.Conv2d
  fc2 : __torch__.torch.nn.modules.conv.___torch_mangle_72.Conv2d
  activation : __torch__.torch.nn.modules.activation.___torch_mangle_0.ReLU
  scale_activation : __torch__.torch.nn.modules.activation.Hardsigmoid
  def forward(self: __torch__.torchvision.ops.misc.SqueezeExcitation,
    input: Tensor) -> Tensor:
    scale = (self)._scale(input, )
    return torch.mul(scale, input)
  def _scale(self: __torch__.torchvision.ops.misc.SqueezeExcitation,
    input: Tensor) -> Tensor:
    avgpool = self.avgpool
    scale = (avgpool).forward(input, )
    fc1 = self.fc1
    scale0 = (fc1).forward(scale, )
    activation = self.activation
    scale1 = (activation).forward(scale0, )
    fc2 = self.fc2
    scale2 = (fc2).forward(scale1, )
    scale_activation = self.scale_activation
    _0 = (scale_activation).forward(scale2, )
    return _0

# code/__torch__/torchvision/ops/misc/___torch_mangle_12.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_63.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.ReLU
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_12.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_12.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_18.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_64.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_10.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.ReLU
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_18.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_18.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_19.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_65.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_1.BatchNorm2d
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_19.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    input0 = (_0).forward(input, )
    return (_1).forward(input0, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_19.Conv2dNormActivation) -> int:
    return 2

# code/__torch__/torchvision/ops/misc/___torch_mangle_21.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_66.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_2.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.ReLU
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_21.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_21.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_22.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_68.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_2.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.ReLU
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_22.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_22.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_23.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_69.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_1.BatchNorm2d
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_23.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    input0 = (_0).forward(input, )
    return (_1).forward(input0, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_23.Conv2dNormActivation) -> int:
    return 2

# code/__torch__/torchvision/ops/misc/___torch_mangle_25.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_70.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_3.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_25.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_25.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_26.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_71.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_3.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_26.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_26.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_27.py
class SqueezeExcitation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  avgpool : __torch__.torch.nn.modules.pooling.AdaptiveAvgPool2d
  fc1 : __torch__.torch.nn.modules.conv.___torch_mangle_73.Conv2d
  fc2 : __torch__.torch.nn.modules.conv.___torch_mangle_70.Conv2d
  activation : __torch__.torch.nn.modules.activation.___torch_mangle_0.ReLU
  scale_activation : __torch__.torch.nn.modules.activation.Hardsigmoid
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_27.SqueezeExcitation,
    input: Tensor) -> Tensor:
    scale = (self)._scale(input, )
    return torch.mul(scale, input)
  def _scale(self: __torch__.torchvision.ops.misc.___torch_mangle_27.SqueezeExcitation,
    input: Tensor) -> Tensor:
    avgpool = self.avgpool
    scale = (avgpool).forward(input, )
    fc1 = self.fc1
    scale0 = (fc1).forward(scale, )
    activation = self.activation
    scale1 = (activation).forward(scale0, )
    fc2 = self.fc2
    scale2 = (fc2).forward(scale1, )
    scale_activation = self.scale_activation
    _0 = (scale_activation).forward(scale2, )
    return _0

# code/__torch__/torchvision/ops/misc/___torch_mangle_28.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_74.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_4.BatchNorm2d
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_28.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    input0 = (_0).forward(input, )
    return (_1).forward(input0, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_28.Conv2dNormActivation) -> int:
    return 2

# code/__torch__/torchvision/ops/misc/___torch_mangle_30.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_75.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_5.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_30.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_30.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_31.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_76.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_5.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_31.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_31.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_32.py
class SqueezeExcitation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  avgpool : __torch__.torch.nn.modules.pooling.AdaptiveAvgPool2d
  fc1 : __torch__.torch.nn.modules.conv.___torch_mangle_77.Conv2d
  fc2 : __torch__.torch.nn.modules.conv.___torch_mangle_78.Conv2d
  activation : __torch__.torch.nn.modules.activation.___torch_mangle_0.ReLU
  scale_activation : __torch__.torch.nn.modules.activation.Hardsigmoid
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_32.SqueezeExcitation,
    input: Tensor) -> Tensor:
    scale = (self)._scale(input, )
    return torch.mul(scale, input)
  def _scale(self: __torch__.torchvision.ops.misc.___torch_mangle_32.SqueezeExcitation,
    input: Tensor) -> Tensor:
    avgpool = self.avgpool
    scale = (avgpool).forward(input, )
    fc1 = self.fc1
    scale0 = (fc1).forward(scale, )
    activation = self.activation
    scale1 = (activation).forward(scale0, )
    fc2 = self.fc2
    scale2 = (fc2).forward(scale1, )
    scale_activation = self.scale_activation
    _0 = (scale_activation).forward(scale2, )
    return _0

# code/__torch__/torchvision/ops/misc/___torch_mangle_33.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_79.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_4.BatchNorm2d
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_33.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    input0 = (_0).forward(input, )
    return (_1).forward(input0, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_33.Conv2dNormActivation) -> int:
    return 2

# code/__torch__/torchvision/ops/misc/___torch_mangle_35.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_81.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_6.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_35.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_35.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_36.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_82.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_6.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_36.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_36.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_37.py
class SqueezeExcitation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  avgpool : __torch__.torch.nn.modules.pooling.AdaptiveAvgPool2d
  fc1 : __torch__.torch.nn.modules.conv.___torch_mangle_83.Conv2d
  fc2 : __torch__.torch.nn.modules.conv.___torch_mangle_84.Conv2d
  activation : __torch__.torch.nn.modules.activation.___torch_mangle_0.ReLU
  scale_activation : __torch__.torch.nn.modules.activation.Hardsigmoid
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_37.SqueezeExcitation,
    input: Tensor) -> Tensor:
    scale = (self)._scale(input, )
    return torch.mul(scale, input)
  def _scale(self: __torch__.torchvision.ops.misc.___torch_mangle_37.SqueezeExcitation,
    input: Tensor) -> Tensor:
    avgpool = self.avgpool
    scale = (avgpool).forward(input, )
    fc1 = self.fc1
    scale0 = (fc1).forward(scale, )
    activation = self.activation
    scale1 = (activation).forward(scale0, )
    fc2 = self.fc2
    scale2 = (fc2).forward(scale1, )
    scale_activation = self.scale_activation
    _0 = (scale_activation).forward(scale2, )
    return _0

# code/__torch__/torchvision/ops/misc/___torch_mangle_13.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_80.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.BatchNorm2d
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_13.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    input0 = (_0).forward(input, )
    return (_1).forward(input0, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_13.Conv2dNormActivation) -> int:
    return 2

# code/__torch__/torchvision/ops/misc/___torch_mangle_38.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_85.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_7.BatchNorm2d
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_38.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    input0 = (_0).forward(input, )
    return (_1).forward(input0, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_38.Conv2dNormActivation) -> int:
    return 2

# code/__torch__/torchvision/ops/misc/___torch_mangle_40.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_86.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_8.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_40.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_40.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_41.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_87.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_8.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_41.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_41.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_42.py
class SqueezeExcitation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  avgpool : __torch__.torch.nn.modules.pooling.AdaptiveAvgPool2d
  fc1 : __torch__.torch.nn.modules.conv.___torch_mangle_88.Conv2d
  fc2 : __torch__.torch.nn.modules.conv.___torch_mangle_89.Conv2d
  activation : __torch__.torch.nn.modules.activation.___torch_mangle_0.ReLU
  scale_activation : __torch__.torch.nn.modules.activation.Hardsigmoid
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_42.SqueezeExcitation,
    input: Tensor) -> Tensor:
    scale = (self)._scale(input, )
    return torch.mul(scale, input)
  def _scale(self: __torch__.torchvision.ops.misc.___torch_mangle_42.SqueezeExcitation,
    input: Tensor) -> Tensor:
    avgpool = self.avgpool
    scale = (avgpool).forward(input, )
    fc1 = self.fc1
    scale0 = (fc1).forward(scale, )
    activation = self.activation
    scale1 = (activation).forward(scale0, )
    fc2 = self.fc2
    scale2 = (fc2).forward(scale1, )
    scale_activation = self.scale_activation
    _0 = (scale_activation).forward(scale2, )
    return _0

# code/__torch__/torchvision/ops/misc/___torch_mangle_43.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_91.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_7.BatchNorm2d
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_43.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    input0 = (_0).forward(input, )
    return (_1).forward(input0, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_43.Conv2dNormActivation) -> int:
    return 2

# code/__torch__/torchvision/ops/misc/___torch_mangle_45.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_92.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_9.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_45.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_45.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_46.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_93.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_9.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_46.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_46.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_47.py
class SqueezeExcitation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  avgpool : __torch__.torch.nn.modules.pooling.AdaptiveAvgPool2d
  fc1 : __torch__.torch.nn.modules.conv.___torch_mangle_94.Conv2d
  fc2 : __torch__.torch.nn.modules.conv.___torch_mangle_95.Conv2d
  activation : __torch__.torch.nn.modules.activation.___torch_mangle_0.ReLU
  scale_activation : __torch__.torch.nn.modules.activation.Hardsigmoid
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_47.SqueezeExcitation,
    input: Tensor) -> Tensor:
    scale = (self)._scale(input, )
    return torch.mul(scale, input)
  def _scale(self: __torch__.torchvision.ops.misc.___torch_mangle_47.SqueezeExcitation,
    input: Tensor) -> Tensor:
    avgpool = self.avgpool
    scale = (avgpool).forward(input, )
    fc1 = self.fc1
    scale0 = (fc1).forward(scale, )
    activation = self.activation
    scale1 = (activation).forward(scale0, )
    fc2 = self.fc2
    scale2 = (fc2).forward(scale1, )
    scale_activation = self.scale_activation
    _0 = (scale_activation).forward(scale2, )
    return _0

# code/__torch__/torchvision/ops/misc/___torch_mangle_48.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_96.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_3.BatchNorm2d
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_48.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    input0 = (_0).forward(input, )
    return (_1).forward(input0, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_48.Conv2dNormActivation) -> int:
    return 2

# code/__torch__/torchvision/ops/misc/___torch_mangle_50.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_97.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_11.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_50.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_50.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_17.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_90.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_10.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.ReLU
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_17.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_17.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_51.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_98.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_11.BatchNorm2d
  __annotations__["2"] = __torch__.torch.nn.modules.activation.Hardswish
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_51.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    _2 = getattr(self, "2")
    input0 = (_0).forward(input, )
    input1 = (_1).forward(input0, )
    return (_2).forward(input1, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_51.Conv2dNormActivation) -> int:
    return 3

# code/__torch__/torchvision/ops/misc/___torch_mangle_52.py
class SqueezeExcitation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  avgpool : __torch__.torch.nn.modules.pooling.AdaptiveAvgPool2d
  fc1 : __torch__.torch.nn.modules.conv.___torch_mangle_99.Conv2d
  fc2 : __torch__.torch.nn.modules.conv.___torch_mangle_100.Conv2d
  activation : __torch__.torch.nn.modules.activation.___torch_mangle_0.ReLU
  scale_activation : __torch__.torch.nn.modules.activation.Hardsigmoid
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_52.SqueezeExcitation,
    input: Tensor) -> Tensor:
    scale = (self)._scale(input, )
    return torch.mul(scale, input)
  def _scale(self: __torch__.torchvision.ops.misc.___torch_mangle_52.SqueezeExcitation,
    input: Tensor) -> Tensor:
    avgpool = self.avgpool
    scale = (avgpool).forward(input, )
    fc1 = self.fc1
    scale0 = (fc1).forward(scale, )
    activation = self.activation
    scale1 = (activation).forward(scale0, )
    fc2 = self.fc2
    scale2 = (fc2).forward(scale1, )
    scale_activation = self.scale_activation
    _0 = (scale_activation).forward(scale2, )
    return _0

# code/__torch__/torchvision/ops/misc/___torch_mangle_53.py
class Conv2dNormActivation(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : NoneType
  out_channels : int
  __annotations__["0"] = __torch__.torch.nn.modules.conv.___torch_mangle_101.Conv2d
  __annotations__["1"] = __torch__.torch.nn.modules.batchnorm.___torch_mangle_3.BatchNorm2d
  def forward(self: __torch__.torchvision.ops.misc.___torch_mangle_53.Conv2dNormActivation,
    input: Tensor) -> Tensor:
    _0 = getattr(self, "0")
    _1 = getattr(self, "1")
    input0 = (_0).forward(input, )
    return (_1).forward(input0, )
  def __len__(self: __torch__.torchvision.ops.misc.___torch_mangle_53.Conv2dNormActivation) -> int:
    return 2
