class GraphModule(torch.nn.Module):
    def forward(self, p_features_0_0_weight: "f32[16, 3, 3, 3]", p_features_0_1_weight: "f32[16]", p_features_0_1_bias: "f32[16]", p_features_1_block_0_0_weight: "f32[16, 1, 3, 3]", p_features_1_block_0_1_weight: "f32[16]", p_features_1_block_0_1_bias: "f32[16]", p_features_1_block_1_fc1_weight: "f32[8, 16, 1, 1]", p_features_1_block_1_fc1_bias: "f32[8]", p_features_1_block_1_fc2_weight: "f32[16, 8, 1, 1]", p_features_1_block_1_fc2_bias: "f32[16]", p_features_1_block_2_0_weight: "f32[16, 16, 1, 1]", p_features_1_block_2_1_weight: "f32[16]", p_features_1_block_2_1_bias: "f32[16]", p_features_2_block_0_0_weight: "f32[72, 16, 1, 1]", p_features_2_block_0_1_weight: "f32[72]", p_features_2_block_0_1_bias: "f32[72]", p_features_2_block_1_0_weight: "f32[72, 1, 3, 3]", p_features_2_block_1_1_weight: "f32[72]", p_features_2_block_1_1_bias: "f32[72]", p_features_2_block_2_0_weight: "f32[24, 72, 1, 1]", p_features_2_block_2_1_weight: "f32[24]", p_features_2_block_2_1_bias: "f32[24]", p_features_3_block_0_0_weight: "f32[88, 24, 1, 1]", p_features_3_block_0_1_weight: "f32[88]", p_features_3_block_0_1_bias: "f32[88]", p_features_3_block_1_0_weight: "f32[88, 1, 3, 3]", p_features_3_block_1_1_weight: "f32[88]", p_features_3_block_1_1_bias: "f32[88]", p_features_3_block_2_0_weight: "f32[24, 88, 1, 1]", p_features_3_block_2_1_weight: "f32[24]", p_features_3_block_2_1_bias: "f32[24]", p_features_4_block_0_0_weight: "f32[96, 24, 1, 1]", p_features_4_block_0_1_weight: "f32[96]", p_features_4_block_0_1_bias: "f32[96]", p_features_4_block_1_0_weight: "f32[96, 1, 5, 5]", p_features_4_block_1_1_weight: "f32[96]", p_features_4_block_1_1_bias: "f32[96]", p_features_4_block_2_fc1_weight: "f32[24, 96, 1, 1]", p_features_4_block_2_fc1_bias: "f32[24]", p_features_4_block_2_fc2_weight: "f32[96, 24, 1, 1]", p_features_4_block_2_fc2_bias: "f32[96]", p_features_4_block_3_0_weight: "f32[40, 96, 1, 1]", p_features_4_block_3_1_weight: "f32[40]", p_features_4_block_3_1_bias: "f32[40]", p_features_5_block_0_0_weight: "f32[240, 40, 1, 1]", p_features_5_block_0_1_weight: "f32[240]", p_features_5_block_0_1_bias: "f32[240]", p_features_5_block_1_0_weight: "f32[240, 1, 5, 5]", p_features_5_block_1_1_weight: "f32[240]", p_features_5_block_1_1_bias: "f32[240]", p_features_5_block_2_fc1_weight: "f32[64, 240, 1, 1]", p_features_5_block_2_fc1_bias: "f32[64]", p_features_5_block_2_fc2_weight: "f32[240, 64, 1, 1]", p_features_5_block_2_fc2_bias: "f32[240]", p_features_5_block_3_0_weight: "f32[40, 240, 1, 1]", p_features_5_block_3_1_weight: "f32[40]", p_features_5_block_3_1_bias: "f32[40]", p_features_6_block_0_0_weight: "f32[240, 40, 1, 1]", p_features_6_block_0_1_weight: "f32[240]", p_features_6_block_0_1_bias: "f32[240]", p_features_6_block_1_0_weight: "f32[240, 1, 5, 5]", p_features_6_block_1_1_weight: "f32[240]", p_features_6_block_1_1_bias: "f32[240]", p_features_6_block_2_fc1_weight: "f32[64, 240, 1, 1]", p_features_6_block_2_fc1_bias: "f32[64]", p_features_6_block_2_fc2_weight: "f32[240, 64, 1, 1]", p_features_6_block_2_fc2_bias: "f32[240]", p_features_6_block_3_0_weight: "f32[40, 240, 1, 1]", p_features_6_block_3_1_weight: "f32[40]", p_features_6_block_3_1_bias: "f32[40]", p_features_7_block_0_0_weight: "f32[120, 40, 1, 1]", p_features_7_block_0_1_weight: "f32[120]", p_features_7_block_0_1_bias: "f32[120]", p_features_7_block_1_0_weight: "f32[120, 1, 5, 5]", p_features_7_block_1_1_weight: "f32[120]", p_features_7_block_1_1_bias: "f32[120]", p_features_7_block_2_fc1_weight: "f32[32, 120, 1, 1]", p_features_7_block_2_fc1_bias: "f32[32]", p_features_7_block_2_fc2_weight: "f32[120, 32, 1, 1]", p_features_7_block_2_fc2_bias: "f32[120]", p_features_7_block_3_0_weight: "f32[48, 120, 1, 1]", p_features_7_block_3_1_weight: "f32[48]", p_features_7_block_3_1_bias: "f32[48]", p_features_8_block_0_0_weight: "f32[144, 48, 1, 1]", p_features_8_block_0_1_weight: "f32[144]", p_features_8_block_0_1_bias: "f32[144]", p_features_8_block_1_0_weight: "f32[144, 1, 5, 5]", p_features_8_block_1_1_weight: "f32[144]", p_features_8_block_1_1_bias: "f32[144]", p_features_8_block_2_fc1_weight: "f32[40, 144, 1, 1]", p_features_8_block_2_fc1_bias: "f32[40]", p_features_8_block_2_fc2_weight: "f32[144, 40, 1, 1]", p_features_8_block_2_fc2_bias: "f32[144]", p_features_8_block_3_0_weight: "f32[48, 144, 1, 1]", p_features_8_block_3_1_weight: "f32[48]", p_features_8_block_3_1_bias: "f32[48]", p_features_9_block_0_0_weight: "f32[288, 48, 1, 1]", p_features_9_block_0_1_weight: "f32[288]", p_features_9_block_0_1_bias: "f32[288]", p_features_9_block_1_0_weight: "f32[288, 1, 5, 5]", p_features_9_block_1_1_weight: "f32[288]", p_features_9_block_1_1_bias: "f32[288]", p_features_9_block_2_fc1_weight: "f32[72, 288, 1, 1]", p_features_9_block_2_fc1_bias: "f32[72]", p_features_9_block_2_fc2_weight: "f32[288, 72, 1, 1]", p_features_9_block_2_fc2_bias: "f32[288]", p_features_9_block_3_0_weight: "f32[96, 288, 1, 1]", p_features_9_block_3_1_weight: "f32[96]", p_features_9_block_3_1_bias: "f32[96]", p_features_10_block_0_0_weight: "f32[576, 96, 1, 1]", p_features_10_block_0_1_weight: "f32[576]", p_features_10_block_0_1_bias: "f32[576]", p_features_10_block_1_0_weight: "f32[576, 1, 5, 5]", p_features_10_block_1_1_weight: "f32[576]", p_features_10_block_1_1_bias: "f32[576]", p_features_10_block_2_fc1_weight: "f32[144, 576, 1, 1]", p_features_10_block_2_fc1_bias: "f32[144]", p_features_10_block_2_fc2_weight: "f32[576, 144, 1, 1]", p_features_10_block_2_fc2_bias: "f32[576]", p_features_10_block_3_0_weight: "f32[96, 576, 1, 1]", p_features_10_block_3_1_weight: "f32[96]", p_features_10_block_3_1_bias: "f32[96]", p_features_11_block_0_0_weight: "f32[576, 96, 1, 1]", p_features_11_block_0_1_weight: "f32[576]", p_features_11_block_0_1_bias: "f32[576]", p_features_11_block_1_0_weight: "f32[576, 1, 5, 5]", p_features_11_block_1_1_weight: "f32[576]", p_features_11_block_1_1_bias: "f32[576]", p_features_11_block_2_fc1_weight: "f32[144, 576, 1, 1]", p_features_11_block_2_fc1_bias: "f32[144]", p_features_11_block_2_fc2_weight: "f32[576, 144, 1, 1]", p_features_11_block_2_fc2_bias: "f32[576]", p_features_11_block_3_0_weight: "f32[96, 576, 1, 1]", p_features_11_block_3_1_weight: "f32[96]", p_features_11_block_3_1_bias: "f32[96]", p_features_12_0_weight: "f32[576, 96, 1, 1]", p_features_12_1_weight: "f32[576]", p_features_12_1_bias: "f32[576]", p_classifier_0_weight: "f32[1024, 576]", p_classifier_0_bias: "f32[1024]", p_classifier_3_weight: "f32[1000, 1024]", p_classifier_3_bias: "f32[1000]", b_features_0_1_running_mean: "f32[16]", b_features_0_1_running_var: "f32[16]", b_features_0_1_num_batches_tracked: "i64[]", b_features_1_block_0_1_running_mean: "f32[16]", b_features_1_block_0_1_running_var: "f32[16]", b_features_1_block_0_1_num_batches_tracked: "i64[]", b_features_1_block_2_1_running_mean: "f32[16]", b_features_1_block_2_1_running_var: "f32[16]", b_features_1_block_2_1_num_batches_tracked: "i64[]", b_features_2_block_0_1_running_mean: "f32[72]", b_features_2_block_0_1_running_var: "f32[72]", b_features_2_block_0_1_num_batches_tracked: "i64[]", b_features_2_block_1_1_running_mean: "f32[72]", b_features_2_block_1_1_running_var: "f32[72]", b_features_2_block_1_1_num_batches_tracked: "i64[]", b_features_2_block_2_1_running_mean: "f32[24]", b_features_2_block_2_1_running_var: "f32[24]", b_features_2_block_2_1_num_batches_tracked: "i64[]", b_features_3_block_0_1_running_mean: "f32[88]", b_features_3_block_0_1_running_var: "f32[88]", b_features_3_block_0_1_num_batches_tracked: "i64[]", b_features_3_block_1_1_running_mean: "f32[88]", b_features_3_block_1_1_running_var: "f32[88]", b_features_3_block_1_1_num_batches_tracked: "i64[]", b_features_3_block_2_1_running_mean: "f32[24]", b_features_3_block_2_1_running_var: "f32[24]", b_features_3_block_2_1_num_batches_tracked: "i64[]", b_features_4_block_0_1_running_mean: "f32[96]", b_features_4_block_0_1_running_var: "f32[96]", b_features_4_block_0_1_num_batches_tracked: "i64[]", b_features_4_block_1_1_running_mean: "f32[96]", b_features_4_block_1_1_running_var: "f32[96]", b_features_4_block_1_1_num_batches_tracked: "i64[]", b_features_4_block_3_1_running_mean: "f32[40]", b_features_4_block_3_1_running_var: "f32[40]", b_features_4_block_3_1_num_batches_tracked: "i64[]", b_features_5_block_0_1_running_mean: "f32[240]", b_features_5_block_0_1_running_var: "f32[240]", b_features_5_block_0_1_num_batches_tracked: "i64[]", b_features_5_block_1_1_running_mean: "f32[240]", b_features_5_block_1_1_running_var: "f32[240]", b_features_5_block_1_1_num_batches_tracked: "i64[]", b_features_5_block_3_1_running_mean: "f32[40]", b_features_5_block_3_1_running_var: "f32[40]", b_features_5_block_3_1_num_batches_tracked: "i64[]", b_features_6_block_0_1_running_mean: "f32[240]", b_features_6_block_0_1_running_var: "f32[240]", b_features_6_block_0_1_num_batches_tracked: "i64[]", b_features_6_block_1_1_running_mean: "f32[240]", b_features_6_block_1_1_running_var: "f32[240]", b_features_6_block_1_1_num_batches_tracked: "i64[]", b_features_6_block_3_1_running_mean: "f32[40]", b_features_6_block_3_1_running_var: "f32[40]", b_features_6_block_3_1_num_batches_tracked: "i64[]", b_features_7_block_0_1_running_mean: "f32[120]", b_features_7_block_0_1_running_var: "f32[120]", b_features_7_block_0_1_num_batches_tracked: "i64[]", b_features_7_block_1_1_running_mean: "f32[120]", b_features_7_block_1_1_running_var: "f32[120]", b_features_7_block_1_1_num_batches_tracked: "i64[]", b_features_7_block_3_1_running_mean: "f32[48]", b_features_7_block_3_1_running_var: "f32[48]", b_features_7_block_3_1_num_batches_tracked: "i64[]", b_features_8_block_0_1_running_mean: "f32[144]", b_features_8_block_0_1_running_var: "f32[144]", b_features_8_block_0_1_num_batches_tracked: "i64[]", b_features_8_block_1_1_running_mean: "f32[144]", b_features_8_block_1_1_running_var: "f32[144]", b_features_8_block_1_1_num_batches_tracked: "i64[]", b_features_8_block_3_1_running_mean: "f32[48]", b_features_8_block_3_1_running_var: "f32[48]", b_features_8_block_3_1_num_batches_tracked: "i64[]", b_features_9_block_0_1_running_mean: "f32[288]", b_features_9_block_0_1_running_var: "f32[288]", b_features_9_block_0_1_num_batches_tracked: "i64[]", b_features_9_block_1_1_running_mean: "f32[288]", b_features_9_block_1_1_running_var: "f32[288]", b_features_9_block_1_1_num_batches_tracked: "i64[]", b_features_9_block_3_1_running_mean: "f32[96]", b_features_9_block_3_1_running_var: "f32[96]", b_features_9_block_3_1_num_batches_tracked: "i64[]", b_features_10_block_0_1_running_mean: "f32[576]", b_features_10_block_0_1_running_var: "f32[576]", b_features_10_block_0_1_num_batches_tracked: "i64[]", b_features_10_block_1_1_running_mean: "f32[576]", b_features_10_block_1_1_running_var: "f32[576]", b_features_10_block_1_1_num_batches_tracked: "i64[]", b_features_10_block_3_1_running_mean: "f32[96]", b_features_10_block_3_1_running_var: "f32[96]", b_features_10_block_3_1_num_batches_tracked: "i64[]", b_features_11_block_0_1_running_mean: "f32[576]", b_features_11_block_0_1_running_var: "f32[576]", b_features_11_block_0_1_num_batches_tracked: "i64[]", b_features_11_block_1_1_running_mean: "f32[576]", b_features_11_block_1_1_running_var: "f32[576]", b_features_11_block_1_1_num_batches_tracked: "i64[]", b_features_11_block_3_1_running_mean: "f32[96]", b_features_11_block_3_1_running_var: "f32[96]", b_features_11_block_3_1_num_batches_tracked: "i64[]", b_features_12_1_running_mean: "f32[576]", b_features_12_1_running_var: "f32[576]", b_features_12_1_num_batches_tracked: "i64[]", x: "f32[1, 3, 64, 64]"):
        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution: "f32[1, 16, 32, 32]" = torch.ops.aten.convolution.default(x, p_features_0_0_weight, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  x = p_features_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, p_features_0_1_weight, p_features_0_1_bias, b_features_0_1_running_mean, b_features_0_1_running_var, 0.01, 0.001);  convolution = p_features_0_1_weight = p_features_0_1_bias = b_features_0_1_running_mean = b_features_0_1_running_var = None
        getitem: "f32[1, 16, 32, 32]" = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add: "f32[1, 16, 32, 32]" = torch.ops.aten.add.Tensor(getitem, 3)
        clamp: "f32[1, 16, 32, 32]" = torch.ops.aten.clamp.default(add, 0);  add = None
        clamp_1: "f32[1, 16, 32, 32]" = torch.ops.aten.clamp.default(clamp, None, 6);  clamp = None
        mul: "f32[1, 16, 32, 32]" = torch.ops.aten.mul.Tensor(getitem, clamp_1);  getitem = clamp_1 = None
        div: "f32[1, 16, 32, 32]" = torch.ops.aten.div.Tensor(mul, 6);  mul = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_1: "f32[1, 16, 16, 16]" = torch.ops.aten.convolution.default(div, p_features_1_block_0_0_weight, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 16);  div = p_features_1_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, p_features_1_block_0_1_weight, p_features_1_block_0_1_bias, b_features_1_block_0_1_running_mean, b_features_1_block_0_1_running_var, 0.01, 0.001);  convolution_1 = p_features_1_block_0_1_weight = p_features_1_block_0_1_bias = b_features_1_block_0_1_running_mean = b_features_1_block_0_1_running_var = None
        getitem_3: "f32[1, 16, 16, 16]" = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu: "f32[1, 16, 16, 16]" = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean: "f32[1, 16, 1, 1]" = torch.ops.aten.mean.dim(relu, [-1, -2], True)

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_2: "f32[1, 8, 1, 1]" = torch.ops.aten.convolution.default(mean, p_features_1_block_1_fc1_weight, p_features_1_block_1_fc1_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = p_features_1_block_1_fc1_weight = p_features_1_block_1_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_1: "f32[1, 8, 1, 1]" = torch.ops.aten.relu.default(convolution_2);  convolution_2 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_3: "f32[1, 16, 1, 1]" = torch.ops.aten.convolution.default(relu_1, p_features_1_block_1_fc2_weight, p_features_1_block_1_fc2_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = p_features_1_block_1_fc2_weight = p_features_1_block_1_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        add_1: "f32[1, 16, 1, 1]" = torch.ops.aten.add.Tensor(convolution_3, 3);  convolution_3 = None
        clamp_2: "f32[1, 16, 1, 1]" = torch.ops.aten.clamp.default(add_1, 0);  add_1 = None
        clamp_3: "f32[1, 16, 1, 1]" = torch.ops.aten.clamp.default(clamp_2, None, 6);  clamp_2 = None
        div_1: "f32[1, 16, 1, 1]" = torch.ops.aten.div.Tensor(clamp_3, 6);  clamp_3 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_1: "f32[1, 16, 16, 16]" = torch.ops.aten.mul.Tensor(div_1, relu);  div_1 = relu = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_4: "f32[1, 16, 16, 16]" = torch.ops.aten.convolution.default(mul_1, p_features_1_block_2_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_1 = p_features_1_block_2_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, p_features_1_block_2_1_weight, p_features_1_block_2_1_bias, b_features_1_block_2_1_running_mean, b_features_1_block_2_1_running_var, 0.01, 0.001);  convolution_4 = p_features_1_block_2_1_weight = p_features_1_block_2_1_bias = b_features_1_block_2_1_running_mean = b_features_1_block_2_1_running_var = None
        getitem_6: "f32[1, 16, 16, 16]" = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_5: "f32[1, 72, 16, 16]" = torch.ops.aten.convolution.default(getitem_6, p_features_2_block_0_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_6 = p_features_2_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, p_features_2_block_0_1_weight, p_features_2_block_0_1_bias, b_features_2_block_0_1_running_mean, b_features_2_block_0_1_running_var, 0.01, 0.001);  convolution_5 = p_features_2_block_0_1_weight = p_features_2_block_0_1_bias = b_features_2_block_0_1_running_mean = b_features_2_block_0_1_running_var = None
        getitem_9: "f32[1, 72, 16, 16]" = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_2: "f32[1, 72, 16, 16]" = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_6: "f32[1, 72, 8, 8]" = torch.ops.aten.convolution.default(relu_2, p_features_2_block_1_0_weight, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 72);  relu_2 = p_features_2_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, p_features_2_block_1_1_weight, p_features_2_block_1_1_bias, b_features_2_block_1_1_running_mean, b_features_2_block_1_1_running_var, 0.01, 0.001);  convolution_6 = p_features_2_block_1_1_weight = p_features_2_block_1_1_bias = b_features_2_block_1_1_running_mean = b_features_2_block_1_1_running_var = None
        getitem_12: "f32[1, 72, 8, 8]" = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_3: "f32[1, 72, 8, 8]" = torch.ops.aten.relu.default(getitem_12);  getitem_12 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_7: "f32[1, 24, 8, 8]" = torch.ops.aten.convolution.default(relu_3, p_features_2_block_2_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = p_features_2_block_2_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, p_features_2_block_2_1_weight, p_features_2_block_2_1_bias, b_features_2_block_2_1_running_mean, b_features_2_block_2_1_running_var, 0.01, 0.001);  convolution_7 = p_features_2_block_2_1_weight = p_features_2_block_2_1_bias = b_features_2_block_2_1_running_mean = b_features_2_block_2_1_running_var = None
        getitem_15: "f32[1, 24, 8, 8]" = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_8: "f32[1, 88, 8, 8]" = torch.ops.aten.convolution.default(getitem_15, p_features_3_block_0_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  p_features_3_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_8, p_features_3_block_0_1_weight, p_features_3_block_0_1_bias, b_features_3_block_0_1_running_mean, b_features_3_block_0_1_running_var, 0.01, 0.001);  convolution_8 = p_features_3_block_0_1_weight = p_features_3_block_0_1_bias = b_features_3_block_0_1_running_mean = b_features_3_block_0_1_running_var = None
        getitem_18: "f32[1, 88, 8, 8]" = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_4: "f32[1, 88, 8, 8]" = torch.ops.aten.relu.default(getitem_18);  getitem_18 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_9: "f32[1, 88, 8, 8]" = torch.ops.aten.convolution.default(relu_4, p_features_3_block_1_0_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 88);  relu_4 = p_features_3_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, p_features_3_block_1_1_weight, p_features_3_block_1_1_bias, b_features_3_block_1_1_running_mean, b_features_3_block_1_1_running_var, 0.01, 0.001);  convolution_9 = p_features_3_block_1_1_weight = p_features_3_block_1_1_bias = b_features_3_block_1_1_running_mean = b_features_3_block_1_1_running_var = None
        getitem_21: "f32[1, 88, 8, 8]" = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_5: "f32[1, 88, 8, 8]" = torch.ops.aten.relu.default(getitem_21);  getitem_21 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_10: "f32[1, 24, 8, 8]" = torch.ops.aten.convolution.default(relu_5, p_features_3_block_2_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = p_features_3_block_2_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, p_features_3_block_2_1_weight, p_features_3_block_2_1_bias, b_features_3_block_2_1_running_mean, b_features_3_block_2_1_running_var, 0.01, 0.001);  convolution_10 = p_features_3_block_2_1_weight = p_features_3_block_2_1_bias = b_features_3_block_2_1_running_mean = b_features_3_block_2_1_running_var = None
        getitem_24: "f32[1, 24, 8, 8]" = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_2: "f32[1, 24, 8, 8]" = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = getitem_15 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_11: "f32[1, 96, 8, 8]" = torch.ops.aten.convolution.default(add_2, p_features_4_block_0_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_2 = p_features_4_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, p_features_4_block_0_1_weight, p_features_4_block_0_1_bias, b_features_4_block_0_1_running_mean, b_features_4_block_0_1_running_var, 0.01, 0.001);  convolution_11 = p_features_4_block_0_1_weight = p_features_4_block_0_1_bias = b_features_4_block_0_1_running_mean = b_features_4_block_0_1_running_var = None
        getitem_27: "f32[1, 96, 8, 8]" = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_3: "f32[1, 96, 8, 8]" = torch.ops.aten.add.Tensor(getitem_27, 3)
        clamp_4: "f32[1, 96, 8, 8]" = torch.ops.aten.clamp.default(add_3, 0);  add_3 = None
        clamp_5: "f32[1, 96, 8, 8]" = torch.ops.aten.clamp.default(clamp_4, None, 6);  clamp_4 = None
        mul_2: "f32[1, 96, 8, 8]" = torch.ops.aten.mul.Tensor(getitem_27, clamp_5);  getitem_27 = clamp_5 = None
        div_2: "f32[1, 96, 8, 8]" = torch.ops.aten.div.Tensor(mul_2, 6);  mul_2 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_12: "f32[1, 96, 4, 4]" = torch.ops.aten.convolution.default(div_2, p_features_4_block_1_0_weight, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 96);  div_2 = p_features_4_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_12, p_features_4_block_1_1_weight, p_features_4_block_1_1_bias, b_features_4_block_1_1_running_mean, b_features_4_block_1_1_running_var, 0.01, 0.001);  convolution_12 = p_features_4_block_1_1_weight = p_features_4_block_1_1_bias = b_features_4_block_1_1_running_mean = b_features_4_block_1_1_running_var = None
        getitem_30: "f32[1, 96, 4, 4]" = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_4: "f32[1, 96, 4, 4]" = torch.ops.aten.add.Tensor(getitem_30, 3)
        clamp_6: "f32[1, 96, 4, 4]" = torch.ops.aten.clamp.default(add_4, 0);  add_4 = None
        clamp_7: "f32[1, 96, 4, 4]" = torch.ops.aten.clamp.default(clamp_6, None, 6);  clamp_6 = None
        mul_3: "f32[1, 96, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_30, clamp_7);  getitem_30 = clamp_7 = None
        div_3: "f32[1, 96, 4, 4]" = torch.ops.aten.div.Tensor(mul_3, 6);  mul_3 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean_1: "f32[1, 96, 1, 1]" = torch.ops.aten.mean.dim(div_3, [-1, -2], True)

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_13: "f32[1, 24, 1, 1]" = torch.ops.aten.convolution.default(mean_1, p_features_4_block_2_fc1_weight, p_features_4_block_2_fc1_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = p_features_4_block_2_fc1_weight = p_features_4_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_6: "f32[1, 24, 1, 1]" = torch.ops.aten.relu.default(convolution_13);  convolution_13 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_14: "f32[1, 96, 1, 1]" = torch.ops.aten.convolution.default(relu_6, p_features_4_block_2_fc2_weight, p_features_4_block_2_fc2_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_6 = p_features_4_block_2_fc2_weight = p_features_4_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        add_5: "f32[1, 96, 1, 1]" = torch.ops.aten.add.Tensor(convolution_14, 3);  convolution_14 = None
        clamp_8: "f32[1, 96, 1, 1]" = torch.ops.aten.clamp.default(add_5, 0);  add_5 = None
        clamp_9: "f32[1, 96, 1, 1]" = torch.ops.aten.clamp.default(clamp_8, None, 6);  clamp_8 = None
        div_4: "f32[1, 96, 1, 1]" = torch.ops.aten.div.Tensor(clamp_9, 6);  clamp_9 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_4: "f32[1, 96, 4, 4]" = torch.ops.aten.mul.Tensor(div_4, div_3);  div_4 = div_3 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_15: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_4, p_features_4_block_3_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_4 = p_features_4_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, p_features_4_block_3_1_weight, p_features_4_block_3_1_bias, b_features_4_block_3_1_running_mean, b_features_4_block_3_1_running_var, 0.01, 0.001);  convolution_15 = p_features_4_block_3_1_weight = p_features_4_block_3_1_bias = b_features_4_block_3_1_running_mean = b_features_4_block_3_1_running_var = None
        getitem_33: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_16: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(getitem_33, p_features_5_block_0_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  p_features_5_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, p_features_5_block_0_1_weight, p_features_5_block_0_1_bias, b_features_5_block_0_1_running_mean, b_features_5_block_0_1_running_var, 0.01, 0.001);  convolution_16 = p_features_5_block_0_1_weight = p_features_5_block_0_1_bias = b_features_5_block_0_1_running_mean = b_features_5_block_0_1_running_var = None
        getitem_36: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_6: "f32[1, 240, 4, 4]" = torch.ops.aten.add.Tensor(getitem_36, 3)
        clamp_10: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(add_6, 0);  add_6 = None
        clamp_11: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(clamp_10, None, 6);  clamp_10 = None
        mul_5: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_36, clamp_11);  getitem_36 = clamp_11 = None
        div_5: "f32[1, 240, 4, 4]" = torch.ops.aten.div.Tensor(mul_5, 6);  mul_5 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_17: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(div_5, p_features_5_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  div_5 = p_features_5_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_17, p_features_5_block_1_1_weight, p_features_5_block_1_1_bias, b_features_5_block_1_1_running_mean, b_features_5_block_1_1_running_var, 0.01, 0.001);  convolution_17 = p_features_5_block_1_1_weight = p_features_5_block_1_1_bias = b_features_5_block_1_1_running_mean = b_features_5_block_1_1_running_var = None
        getitem_39: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_7: "f32[1, 240, 4, 4]" = torch.ops.aten.add.Tensor(getitem_39, 3)
        clamp_12: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(add_7, 0);  add_7 = None
        clamp_13: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(clamp_12, None, 6);  clamp_12 = None
        mul_6: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_39, clamp_13);  getitem_39 = clamp_13 = None
        div_6: "f32[1, 240, 4, 4]" = torch.ops.aten.div.Tensor(mul_6, 6);  mul_6 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean_2: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(div_6, [-1, -2], True)

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_18: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_2, p_features_5_block_2_fc1_weight, p_features_5_block_2_fc1_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = p_features_5_block_2_fc1_weight = p_features_5_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_7: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_18);  convolution_18 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_19: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_7, p_features_5_block_2_fc2_weight, p_features_5_block_2_fc2_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_7 = p_features_5_block_2_fc2_weight = p_features_5_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        add_8: "f32[1, 240, 1, 1]" = torch.ops.aten.add.Tensor(convolution_19, 3);  convolution_19 = None
        clamp_14: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp.default(add_8, 0);  add_8 = None
        clamp_15: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp.default(clamp_14, None, 6);  clamp_14 = None
        div_7: "f32[1, 240, 1, 1]" = torch.ops.aten.div.Tensor(clamp_15, 6);  clamp_15 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_7: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(div_7, div_6);  div_7 = div_6 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_20: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_7, p_features_5_block_3_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_7 = p_features_5_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, p_features_5_block_3_1_weight, p_features_5_block_3_1_bias, b_features_5_block_3_1_running_mean, b_features_5_block_3_1_running_var, 0.01, 0.001);  convolution_20 = p_features_5_block_3_1_weight = p_features_5_block_3_1_bias = b_features_5_block_3_1_running_mean = b_features_5_block_3_1_running_var = None
        getitem_42: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_9: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_42, getitem_33);  getitem_42 = getitem_33 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_21: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(add_9, p_features_6_block_0_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  p_features_6_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, p_features_6_block_0_1_weight, p_features_6_block_0_1_bias, b_features_6_block_0_1_running_mean, b_features_6_block_0_1_running_var, 0.01, 0.001);  convolution_21 = p_features_6_block_0_1_weight = p_features_6_block_0_1_bias = b_features_6_block_0_1_running_mean = b_features_6_block_0_1_running_var = None
        getitem_45: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_10: "f32[1, 240, 4, 4]" = torch.ops.aten.add.Tensor(getitem_45, 3)
        clamp_16: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(add_10, 0);  add_10 = None
        clamp_17: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(clamp_16, None, 6);  clamp_16 = None
        mul_8: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_45, clamp_17);  getitem_45 = clamp_17 = None
        div_8: "f32[1, 240, 4, 4]" = torch.ops.aten.div.Tensor(mul_8, 6);  mul_8 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_22: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(div_8, p_features_6_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  div_8 = p_features_6_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, p_features_6_block_1_1_weight, p_features_6_block_1_1_bias, b_features_6_block_1_1_running_mean, b_features_6_block_1_1_running_var, 0.01, 0.001);  convolution_22 = p_features_6_block_1_1_weight = p_features_6_block_1_1_bias = b_features_6_block_1_1_running_mean = b_features_6_block_1_1_running_var = None
        getitem_48: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_11: "f32[1, 240, 4, 4]" = torch.ops.aten.add.Tensor(getitem_48, 3)
        clamp_18: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(add_11, 0);  add_11 = None
        clamp_19: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(clamp_18, None, 6);  clamp_18 = None
        mul_9: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_48, clamp_19);  getitem_48 = clamp_19 = None
        div_9: "f32[1, 240, 4, 4]" = torch.ops.aten.div.Tensor(mul_9, 6);  mul_9 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean_3: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(div_9, [-1, -2], True)

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_23: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_3, p_features_6_block_2_fc1_weight, p_features_6_block_2_fc1_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = p_features_6_block_2_fc1_weight = p_features_6_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_8: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_23);  convolution_23 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_24: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_8, p_features_6_block_2_fc2_weight, p_features_6_block_2_fc2_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = p_features_6_block_2_fc2_weight = p_features_6_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        add_12: "f32[1, 240, 1, 1]" = torch.ops.aten.add.Tensor(convolution_24, 3);  convolution_24 = None
        clamp_20: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp.default(add_12, 0);  add_12 = None
        clamp_21: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp.default(clamp_20, None, 6);  clamp_20 = None
        div_10: "f32[1, 240, 1, 1]" = torch.ops.aten.div.Tensor(clamp_21, 6);  clamp_21 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_10: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(div_10, div_9);  div_10 = div_9 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_25: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_10, p_features_6_block_3_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_10 = p_features_6_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, p_features_6_block_3_1_weight, p_features_6_block_3_1_bias, b_features_6_block_3_1_running_mean, b_features_6_block_3_1_running_var, 0.01, 0.001);  convolution_25 = p_features_6_block_3_1_weight = p_features_6_block_3_1_bias = b_features_6_block_3_1_running_mean = b_features_6_block_3_1_running_var = None
        getitem_51: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_13: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_51, add_9);  getitem_51 = add_9 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_26: "f32[1, 120, 4, 4]" = torch.ops.aten.convolution.default(add_13, p_features_7_block_0_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_13 = p_features_7_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, p_features_7_block_0_1_weight, p_features_7_block_0_1_bias, b_features_7_block_0_1_running_mean, b_features_7_block_0_1_running_var, 0.01, 0.001);  convolution_26 = p_features_7_block_0_1_weight = p_features_7_block_0_1_bias = b_features_7_block_0_1_running_mean = b_features_7_block_0_1_running_var = None
        getitem_54: "f32[1, 120, 4, 4]" = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_14: "f32[1, 120, 4, 4]" = torch.ops.aten.add.Tensor(getitem_54, 3)
        clamp_22: "f32[1, 120, 4, 4]" = torch.ops.aten.clamp.default(add_14, 0);  add_14 = None
        clamp_23: "f32[1, 120, 4, 4]" = torch.ops.aten.clamp.default(clamp_22, None, 6);  clamp_22 = None
        mul_11: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_54, clamp_23);  getitem_54 = clamp_23 = None
        div_11: "f32[1, 120, 4, 4]" = torch.ops.aten.div.Tensor(mul_11, 6);  mul_11 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_27: "f32[1, 120, 4, 4]" = torch.ops.aten.convolution.default(div_11, p_features_7_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 120);  div_11 = p_features_7_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_27, p_features_7_block_1_1_weight, p_features_7_block_1_1_bias, b_features_7_block_1_1_running_mean, b_features_7_block_1_1_running_var, 0.01, 0.001);  convolution_27 = p_features_7_block_1_1_weight = p_features_7_block_1_1_bias = b_features_7_block_1_1_running_mean = b_features_7_block_1_1_running_var = None
        getitem_57: "f32[1, 120, 4, 4]" = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_15: "f32[1, 120, 4, 4]" = torch.ops.aten.add.Tensor(getitem_57, 3)
        clamp_24: "f32[1, 120, 4, 4]" = torch.ops.aten.clamp.default(add_15, 0);  add_15 = None
        clamp_25: "f32[1, 120, 4, 4]" = torch.ops.aten.clamp.default(clamp_24, None, 6);  clamp_24 = None
        mul_12: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_57, clamp_25);  getitem_57 = clamp_25 = None
        div_12: "f32[1, 120, 4, 4]" = torch.ops.aten.div.Tensor(mul_12, 6);  mul_12 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean_4: "f32[1, 120, 1, 1]" = torch.ops.aten.mean.dim(div_12, [-1, -2], True)

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_28: "f32[1, 32, 1, 1]" = torch.ops.aten.convolution.default(mean_4, p_features_7_block_2_fc1_weight, p_features_7_block_2_fc1_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_4 = p_features_7_block_2_fc1_weight = p_features_7_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_9: "f32[1, 32, 1, 1]" = torch.ops.aten.relu.default(convolution_28);  convolution_28 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_29: "f32[1, 120, 1, 1]" = torch.ops.aten.convolution.default(relu_9, p_features_7_block_2_fc2_weight, p_features_7_block_2_fc2_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = p_features_7_block_2_fc2_weight = p_features_7_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        add_16: "f32[1, 120, 1, 1]" = torch.ops.aten.add.Tensor(convolution_29, 3);  convolution_29 = None
        clamp_26: "f32[1, 120, 1, 1]" = torch.ops.aten.clamp.default(add_16, 0);  add_16 = None
        clamp_27: "f32[1, 120, 1, 1]" = torch.ops.aten.clamp.default(clamp_26, None, 6);  clamp_26 = None
        div_13: "f32[1, 120, 1, 1]" = torch.ops.aten.div.Tensor(clamp_27, 6);  clamp_27 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_13: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(div_13, div_12);  div_13 = div_12 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_30: "f32[1, 48, 4, 4]" = torch.ops.aten.convolution.default(mul_13, p_features_7_block_3_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_13 = p_features_7_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, p_features_7_block_3_1_weight, p_features_7_block_3_1_bias, b_features_7_block_3_1_running_mean, b_features_7_block_3_1_running_var, 0.01, 0.001);  convolution_30 = p_features_7_block_3_1_weight = p_features_7_block_3_1_bias = b_features_7_block_3_1_running_mean = b_features_7_block_3_1_running_var = None
        getitem_60: "f32[1, 48, 4, 4]" = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_31: "f32[1, 144, 4, 4]" = torch.ops.aten.convolution.default(getitem_60, p_features_8_block_0_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  p_features_8_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, p_features_8_block_0_1_weight, p_features_8_block_0_1_bias, b_features_8_block_0_1_running_mean, b_features_8_block_0_1_running_var, 0.01, 0.001);  convolution_31 = p_features_8_block_0_1_weight = p_features_8_block_0_1_bias = b_features_8_block_0_1_running_mean = b_features_8_block_0_1_running_var = None
        getitem_63: "f32[1, 144, 4, 4]" = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_17: "f32[1, 144, 4, 4]" = torch.ops.aten.add.Tensor(getitem_63, 3)
        clamp_28: "f32[1, 144, 4, 4]" = torch.ops.aten.clamp.default(add_17, 0);  add_17 = None
        clamp_29: "f32[1, 144, 4, 4]" = torch.ops.aten.clamp.default(clamp_28, None, 6);  clamp_28 = None
        mul_14: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_63, clamp_29);  getitem_63 = clamp_29 = None
        div_14: "f32[1, 144, 4, 4]" = torch.ops.aten.div.Tensor(mul_14, 6);  mul_14 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_32: "f32[1, 144, 4, 4]" = torch.ops.aten.convolution.default(div_14, p_features_8_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 144);  div_14 = p_features_8_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, p_features_8_block_1_1_weight, p_features_8_block_1_1_bias, b_features_8_block_1_1_running_mean, b_features_8_block_1_1_running_var, 0.01, 0.001);  convolution_32 = p_features_8_block_1_1_weight = p_features_8_block_1_1_bias = b_features_8_block_1_1_running_mean = b_features_8_block_1_1_running_var = None
        getitem_66: "f32[1, 144, 4, 4]" = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_18: "f32[1, 144, 4, 4]" = torch.ops.aten.add.Tensor(getitem_66, 3)
        clamp_30: "f32[1, 144, 4, 4]" = torch.ops.aten.clamp.default(add_18, 0);  add_18 = None
        clamp_31: "f32[1, 144, 4, 4]" = torch.ops.aten.clamp.default(clamp_30, None, 6);  clamp_30 = None
        mul_15: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_66, clamp_31);  getitem_66 = clamp_31 = None
        div_15: "f32[1, 144, 4, 4]" = torch.ops.aten.div.Tensor(mul_15, 6);  mul_15 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean_5: "f32[1, 144, 1, 1]" = torch.ops.aten.mean.dim(div_15, [-1, -2], True)

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_33: "f32[1, 40, 1, 1]" = torch.ops.aten.convolution.default(mean_5, p_features_8_block_2_fc1_weight, p_features_8_block_2_fc1_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_5 = p_features_8_block_2_fc1_weight = p_features_8_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_10: "f32[1, 40, 1, 1]" = torch.ops.aten.relu.default(convolution_33);  convolution_33 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_34: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(relu_10, p_features_8_block_2_fc2_weight, p_features_8_block_2_fc2_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_10 = p_features_8_block_2_fc2_weight = p_features_8_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        add_19: "f32[1, 144, 1, 1]" = torch.ops.aten.add.Tensor(convolution_34, 3);  convolution_34 = None
        clamp_32: "f32[1, 144, 1, 1]" = torch.ops.aten.clamp.default(add_19, 0);  add_19 = None
        clamp_33: "f32[1, 144, 1, 1]" = torch.ops.aten.clamp.default(clamp_32, None, 6);  clamp_32 = None
        div_16: "f32[1, 144, 1, 1]" = torch.ops.aten.div.Tensor(clamp_33, 6);  clamp_33 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_16: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(div_16, div_15);  div_16 = div_15 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_35: "f32[1, 48, 4, 4]" = torch.ops.aten.convolution.default(mul_16, p_features_8_block_3_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_16 = p_features_8_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, p_features_8_block_3_1_weight, p_features_8_block_3_1_bias, b_features_8_block_3_1_running_mean, b_features_8_block_3_1_running_var, 0.01, 0.001);  convolution_35 = p_features_8_block_3_1_weight = p_features_8_block_3_1_bias = b_features_8_block_3_1_running_mean = b_features_8_block_3_1_running_var = None
        getitem_69: "f32[1, 48, 4, 4]" = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_20: "f32[1, 48, 4, 4]" = torch.ops.aten.add.Tensor(getitem_69, getitem_60);  getitem_69 = getitem_60 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_36: "f32[1, 288, 4, 4]" = torch.ops.aten.convolution.default(add_20, p_features_9_block_0_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_20 = p_features_9_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, p_features_9_block_0_1_weight, p_features_9_block_0_1_bias, b_features_9_block_0_1_running_mean, b_features_9_block_0_1_running_var, 0.01, 0.001);  convolution_36 = p_features_9_block_0_1_weight = p_features_9_block_0_1_bias = b_features_9_block_0_1_running_mean = b_features_9_block_0_1_running_var = None
        getitem_72: "f32[1, 288, 4, 4]" = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_21: "f32[1, 288, 4, 4]" = torch.ops.aten.add.Tensor(getitem_72, 3)
        clamp_34: "f32[1, 288, 4, 4]" = torch.ops.aten.clamp.default(add_21, 0);  add_21 = None
        clamp_35: "f32[1, 288, 4, 4]" = torch.ops.aten.clamp.default(clamp_34, None, 6);  clamp_34 = None
        mul_17: "f32[1, 288, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_72, clamp_35);  getitem_72 = clamp_35 = None
        div_17: "f32[1, 288, 4, 4]" = torch.ops.aten.div.Tensor(mul_17, 6);  mul_17 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_37: "f32[1, 288, 2, 2]" = torch.ops.aten.convolution.default(div_17, p_features_9_block_1_0_weight, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 288);  div_17 = p_features_9_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_37, p_features_9_block_1_1_weight, p_features_9_block_1_1_bias, b_features_9_block_1_1_running_mean, b_features_9_block_1_1_running_var, 0.01, 0.001);  convolution_37 = p_features_9_block_1_1_weight = p_features_9_block_1_1_bias = b_features_9_block_1_1_running_mean = b_features_9_block_1_1_running_var = None
        getitem_75: "f32[1, 288, 2, 2]" = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_22: "f32[1, 288, 2, 2]" = torch.ops.aten.add.Tensor(getitem_75, 3)
        clamp_36: "f32[1, 288, 2, 2]" = torch.ops.aten.clamp.default(add_22, 0);  add_22 = None
        clamp_37: "f32[1, 288, 2, 2]" = torch.ops.aten.clamp.default(clamp_36, None, 6);  clamp_36 = None
        mul_18: "f32[1, 288, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_75, clamp_37);  getitem_75 = clamp_37 = None
        div_18: "f32[1, 288, 2, 2]" = torch.ops.aten.div.Tensor(mul_18, 6);  mul_18 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean_6: "f32[1, 288, 1, 1]" = torch.ops.aten.mean.dim(div_18, [-1, -2], True)

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_38: "f32[1, 72, 1, 1]" = torch.ops.aten.convolution.default(mean_6, p_features_9_block_2_fc1_weight, p_features_9_block_2_fc1_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_6 = p_features_9_block_2_fc1_weight = p_features_9_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_11: "f32[1, 72, 1, 1]" = torch.ops.aten.relu.default(convolution_38);  convolution_38 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_39: "f32[1, 288, 1, 1]" = torch.ops.aten.convolution.default(relu_11, p_features_9_block_2_fc2_weight, p_features_9_block_2_fc2_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = p_features_9_block_2_fc2_weight = p_features_9_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        add_23: "f32[1, 288, 1, 1]" = torch.ops.aten.add.Tensor(convolution_39, 3);  convolution_39 = None
        clamp_38: "f32[1, 288, 1, 1]" = torch.ops.aten.clamp.default(add_23, 0);  add_23 = None
        clamp_39: "f32[1, 288, 1, 1]" = torch.ops.aten.clamp.default(clamp_38, None, 6);  clamp_38 = None
        div_19: "f32[1, 288, 1, 1]" = torch.ops.aten.div.Tensor(clamp_39, 6);  clamp_39 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_19: "f32[1, 288, 2, 2]" = torch.ops.aten.mul.Tensor(div_19, div_18);  div_19 = div_18 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_40: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_19, p_features_9_block_3_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_19 = p_features_9_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, p_features_9_block_3_1_weight, p_features_9_block_3_1_bias, b_features_9_block_3_1_running_mean, b_features_9_block_3_1_running_var, 0.01, 0.001);  convolution_40 = p_features_9_block_3_1_weight = p_features_9_block_3_1_bias = b_features_9_block_3_1_running_mean = b_features_9_block_3_1_running_var = None
        getitem_78: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_41: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(getitem_78, p_features_10_block_0_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  p_features_10_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, p_features_10_block_0_1_weight, p_features_10_block_0_1_bias, b_features_10_block_0_1_running_mean, b_features_10_block_0_1_running_var, 0.01, 0.001);  convolution_41 = p_features_10_block_0_1_weight = p_features_10_block_0_1_bias = b_features_10_block_0_1_running_mean = b_features_10_block_0_1_running_var = None
        getitem_81: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_24: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(getitem_81, 3)
        clamp_40: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(add_24, 0);  add_24 = None
        clamp_41: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(clamp_40, None, 6);  clamp_40 = None
        mul_20: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_81, clamp_41);  getitem_81 = clamp_41 = None
        div_20: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Tensor(mul_20, 6);  mul_20 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_42: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(div_20, p_features_10_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  div_20 = p_features_10_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_42, p_features_10_block_1_1_weight, p_features_10_block_1_1_bias, b_features_10_block_1_1_running_mean, b_features_10_block_1_1_running_var, 0.01, 0.001);  convolution_42 = p_features_10_block_1_1_weight = p_features_10_block_1_1_bias = b_features_10_block_1_1_running_mean = b_features_10_block_1_1_running_var = None
        getitem_84: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_25: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(getitem_84, 3)
        clamp_42: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(add_25, 0);  add_25 = None
        clamp_43: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(clamp_42, None, 6);  clamp_42 = None
        mul_21: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_84, clamp_43);  getitem_84 = clamp_43 = None
        div_21: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Tensor(mul_21, 6);  mul_21 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean_7: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(div_21, [-1, -2], True)

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_43: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_7, p_features_10_block_2_fc1_weight, p_features_10_block_2_fc1_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = p_features_10_block_2_fc1_weight = p_features_10_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_12: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_43);  convolution_43 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_44: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_12, p_features_10_block_2_fc2_weight, p_features_10_block_2_fc2_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_12 = p_features_10_block_2_fc2_weight = p_features_10_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        add_26: "f32[1, 576, 1, 1]" = torch.ops.aten.add.Tensor(convolution_44, 3);  convolution_44 = None
        clamp_44: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp.default(add_26, 0);  add_26 = None
        clamp_45: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp.default(clamp_44, None, 6);  clamp_44 = None
        div_22: "f32[1, 576, 1, 1]" = torch.ops.aten.div.Tensor(clamp_45, 6);  clamp_45 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_22: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(div_22, div_21);  div_22 = div_21 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_45: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_22, p_features_10_block_3_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_22 = p_features_10_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, p_features_10_block_3_1_weight, p_features_10_block_3_1_bias, b_features_10_block_3_1_running_mean, b_features_10_block_3_1_running_var, 0.01, 0.001);  convolution_45 = p_features_10_block_3_1_weight = p_features_10_block_3_1_bias = b_features_10_block_3_1_running_mean = b_features_10_block_3_1_running_var = None
        getitem_87: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_27: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_87, getitem_78);  getitem_87 = getitem_78 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_46: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(add_27, p_features_11_block_0_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  p_features_11_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, p_features_11_block_0_1_weight, p_features_11_block_0_1_bias, b_features_11_block_0_1_running_mean, b_features_11_block_0_1_running_var, 0.01, 0.001);  convolution_46 = p_features_11_block_0_1_weight = p_features_11_block_0_1_bias = b_features_11_block_0_1_running_mean = b_features_11_block_0_1_running_var = None
        getitem_90: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_28: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(getitem_90, 3)
        clamp_46: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(add_28, 0);  add_28 = None
        clamp_47: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(clamp_46, None, 6);  clamp_46 = None
        mul_23: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_90, clamp_47);  getitem_90 = clamp_47 = None
        div_23: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Tensor(mul_23, 6);  mul_23 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_47: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(div_23, p_features_11_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  div_23 = p_features_11_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, p_features_11_block_1_1_weight, p_features_11_block_1_1_bias, b_features_11_block_1_1_running_mean, b_features_11_block_1_1_running_var, 0.01, 0.001);  convolution_47 = p_features_11_block_1_1_weight = p_features_11_block_1_1_bias = b_features_11_block_1_1_running_mean = b_features_11_block_1_1_running_var = None
        getitem_93: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_29: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(getitem_93, 3)
        clamp_48: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(add_29, 0);  add_29 = None
        clamp_49: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(clamp_48, None, 6);  clamp_48 = None
        mul_24: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_93, clamp_49);  getitem_93 = clamp_49 = None
        div_24: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Tensor(mul_24, 6);  mul_24 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean_8: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(div_24, [-1, -2], True)

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_48: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_8, p_features_11_block_2_fc1_weight, p_features_11_block_2_fc1_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_8 = p_features_11_block_2_fc1_weight = p_features_11_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_13: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_48);  convolution_48 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_49: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_13, p_features_11_block_2_fc2_weight, p_features_11_block_2_fc2_bias, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_13 = p_features_11_block_2_fc2_weight = p_features_11_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        add_30: "f32[1, 576, 1, 1]" = torch.ops.aten.add.Tensor(convolution_49, 3);  convolution_49 = None
        clamp_50: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp.default(add_30, 0);  add_30 = None
        clamp_51: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp.default(clamp_50, None, 6);  clamp_50 = None
        div_25: "f32[1, 576, 1, 1]" = torch.ops.aten.div.Tensor(clamp_51, 6);  clamp_51 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_25: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(div_25, div_24);  div_25 = div_24 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_50: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_25, p_features_11_block_3_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_25 = p_features_11_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, p_features_11_block_3_1_weight, p_features_11_block_3_1_bias, b_features_11_block_3_1_running_mean, b_features_11_block_3_1_running_var, 0.01, 0.001);  convolution_50 = p_features_11_block_3_1_weight = p_features_11_block_3_1_bias = b_features_11_block_3_1_running_mean = b_features_11_block_3_1_running_var = None
        getitem_96: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_31: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_96, add_27);  getitem_96 = add_27 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution_51: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(add_31, p_features_12_0_weight, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_31 = p_features_12_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, p_features_12_1_weight, p_features_12_1_bias, b_features_12_1_running_mean, b_features_12_1_running_var, 0.01, 0.001);  convolution_51 = p_features_12_1_weight = p_features_12_1_bias = b_features_12_1_running_mean = b_features_12_1_running_var = None
        getitem_99: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_32: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(getitem_99, 3)
        clamp_52: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(add_32, 0);  add_32 = None
        clamp_53: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(clamp_52, None, 6);  clamp_52 = None
        mul_26: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_99, clamp_53);  getitem_99 = clamp_53 = None
        div_26: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Tensor(mul_26, 6);  mul_26 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean_9: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(div_26, [-1, -2], True);  div_26 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3.forward in forward, code: return self._forward_impl(x)
        view: "f32[1, 576]" = torch.ops.aten.view.default(mean_9, [1, 576]);  mean_9 = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        permute: "f32[576, 1024]" = torch.ops.aten.permute.default(p_classifier_0_weight, [1, 0]);  p_classifier_0_weight = None
        addmm: "f32[1, 1024]" = torch.ops.aten.addmm.default(p_classifier_0_bias, view, permute);  p_classifier_0_bias = view = permute = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        add_33: "f32[1, 1024]" = torch.ops.aten.add.Tensor(addmm, 3)
        clamp_54: "f32[1, 1024]" = torch.ops.aten.clamp.default(add_33, 0);  add_33 = None
        clamp_55: "f32[1, 1024]" = torch.ops.aten.clamp.default(clamp_54, None, 6);  clamp_54 = None
        mul_27: "f32[1, 1024]" = torch.ops.aten.mul.Tensor(addmm, clamp_55);  addmm = clamp_55 = None
        div_27: "f32[1, 1024]" = torch.ops.aten.div.Tensor(mul_27, 6);  mul_27 = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        permute_1: "f32[1024, 1000]" = torch.ops.aten.permute.default(p_classifier_3_weight, [1, 0]);  p_classifier_3_weight = None
        addmm_1: "f32[1, 1000]" = torch.ops.aten.addmm.default(p_classifier_3_bias, div_27, permute_1);  p_classifier_3_bias = div_27 = permute_1 = None
        return (addmm_1,)
