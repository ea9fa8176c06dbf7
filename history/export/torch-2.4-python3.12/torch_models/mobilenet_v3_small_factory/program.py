class GraphModule(torch.nn.Module):
    def forward(self, p_features_0_0_weight: "f32[16, 3, 3, 3]", p_features_0_1_weight: "f32[16]", p_features_0_1_bias: "f32[16]", p_features_1_block_0_0_weight: "f32[16, 1, 3, 3]", p_features_1_block_0_1_weight: "f32[16]", p_features_1_block_0_1_bias: "f32[16]", p_features_1_block_1_fc1_weight: "f32[8, 16, 1, 1]", p_features_1_block_1_fc1_bias: "f32[8]", p_features_1_block_1_fc2_weight: "f32[16, 8, 1, 1]", p_features_1_block_1_fc2_bias: "f32[16]", p_features_1_block_2_0_weight: "f32[16, 16, 1, 1]", p_features_1_block_2_1_weight: "f32[16]", p_features_1_block_2_1_bias: "f32[16]", p_features_2_block_0_0_weight: "f32[72, 16, 1, 1]", p_features_2_block_0_1_weight: "f32[72]", p_features_2_block_0_1_bias: "f32[72]", p_features_2_block_1_0_weight: "f32[72, 1, 3, 3]", p_features_2_block_1_1_weight: "f32[72]", p_features_2_block_1_1_bias: "f32[72]", p_features_2_block_2_0_weight: "f32[24, 72, 1, 1]", p_features_2_block_2_1_weight: "f32[24]", p_features_2_block_2_1_bias: "f32[24]", p_features_3_block_0_0_weight: "f32[88, 24, 1, 1]", p_features_3_block_0_1_weight: "f32[88]", p_features_3_block_0_1_bias: "f32[88]", p_features_3_block_1_0_weight: "f32[88, 1, 3, 3]", p_features_3_block_1_1_weight: "f32[88]", p_features_3_block_1_1_bias: "f32[88]", p_features_3_block_2_0_weight: "f32[24, 88, 1, 1]", p_features_3_block_2_1_weight: "f32[24]", p_features_3_block_2_1_bias: "f32[24]", p_features_4_block_0_0_weight: "f32[96, 24, 1, 1]", p_features_4_block_0_1_weight: "f32[96]", p_features_4_block_0_1_bias: "f32[96]", p_features_4_block_1_0_weight: "f32[96, 1, 5, 5]", p_features_4_block_1_1_weight: "f32[96]", p_features_4_block_1_1_bias: "f32[96]", p_features_4_block_2_fc1_weight: "f32[24, 96, 1, 1]", p_features_4_block_2_fc1_bias: "f32[24]", p_features_4_block_2_fc2_weight: "f32[96, 24, 1, 1]", p_features_4_block_2_fc2_bias: "f32[96]", p_features_4_block_3_0_weight: "f32[40, 96, 1, 1]", p_features_4_block_3_1_weight: "f32[40]", p_features_4_block_3_1_bias: "f32[40]", p_features_5_block_0_0_weight: "f32[240, 40, 1, 1]", p_features_5_block_0_1_weight: "f32[240]", p_features_5_block_0_1_bias: "f32[240]", p_features_5_block_1_0_weight: "f32[240, 1, 5, 5]", p_features_5_block_1_1_weight: "f32[240]", p_features_5_block_1_1_bias: "f32[240]", p_features_5_block_2_fc1_weight: "f32[64, 240, 1, 1]", p_features_5_block_2_fc1_bias: "f32[64]", p_features_5_block_2_fc2_weight: "f32[240, 64, 1, 1]", p_features_5_block_2_fc2_bias: "f32[240]", p_features_5_block_3_0_weight: "f32[40, 240, 1, 1]", p_features_5_block_3_1_weight: "f32[40]", p_features_5_block_3_1_bias: "f32[40]", p_features_6_block_0_0_weight: "f32[240, 40, 1, 1]", p_features_6_block_0_1_weight: "f32[240]", p_features_6_block_0_1_bias: "f32[240]", p_features_6_block_1_0_weight: "f32[240, 1, 5, 5]", p_features_6_block_1_1_weight: "f32[240]", p_features_6_block_1_1_bias: "f32[240]", p_features_6_block_2_fc1_weight: "f32[64, 240, 1, 1]", p_features_6_block_2_fc1_bias: "f32[64]", p_features_6_block_2_fc2_weight: "f32[240, 64, 1, 1]", p_features_6_block_2_fc2_bias: "f32[240]", p_features_6_block_3_0_weight: "f32[40, 240, 1, 1]", p_features_6_block_3_1_weight: "f32[40]", p_features_6_block_3_1_bias: "f32[40]", p_features_7_block_0_0_weight: "f32[120, 40, 1, 1]", p_features_7_block_0_1_weight: "f32[120]", p_features_7_block_0_1_bias: "f32[120]", p_features_7_block_1_0_weight: "f32[120, 1, 5, 5]", p_features_7_block_1_1_weight: "f32[120]", p_features_7_block_1_1_bias: "f32[120]", p_features_7_block_2_fc1_weight: "f32[32, 120, 1, 1]", p_features_7_block_2_fc1_bias: "f32[32]", p_features_7_block_2_fc2_weight: "f32[120, 32, 1, 1]", p_features_7_block_2_fc2_bias: "f32[120]", p_features_7_block_3_0_weight: "f32[48, 120, 1, 1]", p_features_7_block_3_1_weight: "f32[48]", p_features_7_block_3_1_bias: "f32[48]", p_features_8_block_0_0_weight: "f32[144, 48, 1, 1]", p_features_8_block_0_1_weight: "f32[144]", p_features_8_block_0_1_bias: "f32[144]", p_features_8_block_1_0_weight: "f32[144, 1, 5, 5]", p_features_8_block_1_1_weight: "f32[144]", p_features_8_block_1_1_bias: "f32[144]", p_features_8_block_2_fc1_weight: "f32[40, 144, 1, 1]", p_features_8_block_2_fc1_bias: "f32[40]", p_features_8_block_2_fc2_weight: "f32[144, 40, 1, 1]", p_features_8_block_2_fc2_bias: "f32[144]", p_features_8_block_3_0_weight: "f32[48, 144, 1, 1]", p_features_8_block_3_1_weight: "f32[48]", p_features_8_block_3_1_bias: "f32[48]", p_features_9_block_0_0_weight: "f32[288, 48, 1, 1]", p_features_9_block_0_1_weight: "f32[288]", p_features_9_block_0_1_bias: "f32[288]", p_features_9_block_1_0_weight: "f32[288, 1, 5, 5]", p_features_9_block_1_1_weight: "f32[288]", p_features_9_block_1_1_bias: "f32[288]", p_features_9_block_2_fc1_weight: "f32[72, 288, 1, 1]", p_features_9_block_2_fc1_bias: "f32[72]", p_features_9_block_2_fc2_weight: "f32[288, 72, 1, 1]", p_features_9_block_2_fc2_bias: "f32[288]", p_features_9_block_3_0_weight: "f32[96, 288, 1, 1]", p_features_9_block_3_1_weight: "f32[96]", p_features_9_block_3_1_bias: "f32[96]", p_features_10_block_0_0_weight: "f32[576, 96, 1, 1]", p_features_10_block_0_1_weight: "f32[576]", p_features_10_block_0_1_bias: "f32[576]", p_features_10_block_1_0_weight: "f32[576, 1, 5, 5]", p_features_10_block_1_1_weight: "f32[576]", p_features_10_block_1_1_bias: "f32[576]", p_features_10_block_2_fc1_weight: "f32[144, 576, 1, 1]", p_features_10_block_2_fc1_bias: "f32[144]", p_features_10_block_2_fc2_weight: "f32[576, 144, 1, 1]", p_features_10_block_2_fc2_bias: "f32[576]", p_features_10_block_3_0_weight: "f32[96, 576, 1, 1]", p_features_10_block_3_1_weight: "f32[96]", p_features_10_block_3_1_bias: "f32[96]", p_features_11_block_0_0_weight: "f32[576, 96, 1, 1]", p_features_11_block_0_1_weight: "f32[576]", p_features_11_block_0_1_bias: "f32[576]", p_features_11_block_1_0_weight: "f32[576, 1, 5, 5]", p_features_11_block_1_1_weight: "f32[576]", p_features_11_block_1_1_bias: "f32[576]", p_features_11_block_2_fc1_weight: "f32[144, 576, 1, 1]", p_features_11_block_2_fc1_bias: "f32[144]", p_features_11_block_2_fc2_weight: "f32[576, 144, 1, 1]", p_features_11_block_2_fc2_bias: "f32[576]", p_features_11_block_3_0_weight: "f32[96, 576, 1, 1]", p_features_11_block_3_1_weight: "f32[96]", p_features_11_block_3_1_bias: "f32[96]", p_features_12_0_weight: "f32[576, 96, 1, 1]", p_features_12_1_weight: "f32[576]", p_features_12_1_bias: "f32[576]", p_classifier_0_weight: "f32[1024, 576]", p_classifier_0_bias: "f32[1024]", p_classifier_3_weight: "f32[1000, 1024]", p_classifier_3_bias: "f32[1000]", b_features_0_1_running_mean: "f32[16]", b_features_0_1_running_var: "f32[16]", b_features_0_1_num_batches_tracked: "i64[]", b_features_1_block_0_1_running_mean: "f32[16]", b_features_1_block_0_1_running_var: "f32[16]", b_features_1_block_0_1_num_batches_tracked: "i64[]", b_features_1_block_2_1_running_mean: "f32[16]", b_features_1_block_2_1_running_var: "f32[16]", b_features_1_block_2_1_num_batches_tracked: "i64[]", b_features_2_block_0_1_running_mean: "f32[72]", b_features_2_block_0_1_running_var: "f32[72]", b_features_2_block_0_1_num_batches_tracked: "i64[]", b_features_2_block_1_1_running_mean: "f32[72]", b_features_2_block_1_1_running_var: "f32[72]", b_features_2_block_1_1_num_batches_tracked: "i64[]", b_features_2_block_2_1_running_mean: "f32[24]", b_features_2_block_2_1_running_var: "f32[24]", b_features_2_block_2_1_num_batches_tracked: "i64[]", b_features_3_block_0_1_running_mean: "f32[88]", b_features_3_block_0_1_running_var: "f32[88]", b_features_3_block_0_1_num_batches_tracked: "i64[]", b_features_3_block_1_1_running_mean: "f32[88]", b_features_3_block_1_1_running_var: "f32[88]", b_features_3_block_1_1_num_batches_tracked: "i64[]", b_features_3_block_2_1_running_mean: "f32[24]", b_features_3_block_2_1_running_var: "f32[24]", b_features_3_block_2_1_num_batches_tracked: "i64[]", b_features_4_block_0_1_running_mean: "f32[96]", b_features_4_block_0_1_running_var: "f32[96]", b_features_4_block_0_1_num_batches_tracked: "i64[]", b_features_4_block_1_1_running_mean: "f32[96]", b_features_4_block_1_1_running_var: "f32[96]", b_features_4_block_1_1_num_batches_tracked: "i64[]", b_features_4_block_3_1_running_mean: "f32[40]", b_features_4_block_3_1_running_var: "f32[40]", b_features_4_block_3_1_num_batches_tracked: "i64[]", b_features_5_block_0_1_running_mean: "f32[240]", b_features_5_block_0_1_running_var: "f32[240]", b_features_5_block_0_1_num_batches_tracked: "i64[]", b_features_5_block_1_1_running_mean: "f32[240]", b_features_5_block_1_1_running_var: "f32[240]", b_features_5_block_1_1_num_batches_tracked: "i64[]", b_features_5_block_3_1_running_mean: "f32[40]", b_features_5_block_3_1_running_var: "f32[40]", b_features_5_block_3_1_num_batches_tracked: "i64[]", b_features_6_block_0_1_running_mean: "f32[240]", b_features_6_block_0_1_running_var: "f32[240]", b_features_6_block_0_1_num_batches_tracked: "i64[]", b_features_6_block_1_1_running_mean: "f32[240]", b_features_6_block_1_1_running_var: "f32[240]", b_features_6_block_1_1_num_batches_tracked: "i64[]", b_features_6_block_3_1_running_mean: "f32[40]", b_features_6_block_3_1_running_var: "f32[40]", b_features_6_block_3_1_num_batches_tracked: "i64[]", b_features_7_block_0_1_running_mean: "f32[120]", b_features_7_block_0_1_running_var: "f32[120]", b_features_7_block_0_1_num_batches_tracked: "i64[]", b_features_7_block_1_1_running_mean: "f32[120]", b_features_7_block_1_1_running_var: "f32[120]", b_features_7_block_1_1_num_batches_tracked: "i64[]", b_features_7_block_3_1_running_mean: "f32[48]", b_features_7_block_3_1_running_var: "f32[48]", b_features_7_block_3_1_num_batches_tracked: "i64[]", b_features_8_block_0_1_running_mean: "f32[144]", b_features_8_block_0_1_running_var: "f32[144]", b_features_8_block_0_1_num_batches_tracked: "i64[]", b_features_8_block_1_1_running_mean: "f32[144]", b_features_8_block_1_1_running_var: "f32[144]", b_features_8_block_1_1_num_batches_tracked: "i64[]", b_features_8_block_3_1_running_mean: "f32[48]", b_features_8_block_3_1_running_var: "f32[48]", b_features_8_block_3_1_num_batches_tracked: "i64[]", b_features_9_block_0_1_running_mean: "f32[288]", b_features_9_block_0_1_running_var: "f32[288]", b_features_9_block_0_1_num_batches_tracked: "i64[]", b_features_9_block_1_1_running_mean: "f32[288]", b_features_9_block_1_1_running_var: "f32[288]", b_features_9_block_1_1_num_batches_tracked: "i64[]", b_features_9_block_3_1_running_mean: "f32[96]", b_features_9_block_3_1_running_var: "f32[96]", b_features_9_block_3_1_num_batches_tracked: "i64[]", b_features_10_block_0_1_running_mean: "f32[576]", b_features_10_block_0_1_running_var: "f32[576]", b_features_10_block_0_1_num_batches_tracked: "i64[]", b_features_10_block_1_1_running_mean: "f32[576]", b_features_10_block_1_1_running_var: "f32[576]", b_features_10_block_1_1_num_batches_tracked: "i64[]", b_features_10_block_3_1_running_mean: "f32[96]", b_features_10_block_3_1_running_var: "f32[96]", b_features_10_block_3_1_num_batches_tracked: "i64[]", b_features_11_block_0_1_running_mean: "f32[576]", b_features_11_block_0_1_running_var: "f32[576]", b_features_11_block_0_1_num_batches_tracked: "i64[]", b_features_11_block_1_1_running_mean: "f32[576]", b_features_11_block_1_1_running_var: "f32[576]", b_features_11_block_1_1_num_batches_tracked: "i64[]", b_features_11_block_3_1_running_mean: "f32[96]", b_features_11_block_3_1_running_var: "f32[96]", b_features_11_block_3_1_num_batches_tracked: "i64[]", b_features_12_1_running_mean: "f32[576]", b_features_12_1_running_var: "f32[576]", b_features_12_1_num_batches_tracked: "i64[]", x: "f32[1, 3, 64, 64]"):
        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d: "f32[1, 16, 32, 32]" = torch.ops.aten.conv2d.default(x, p_features_0_0_weight, None, [2, 2], [1, 1]);  x = p_features_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d, p_features_0_1_weight, p_features_0_1_bias, b_features_0_1_running_mean, b_features_0_1_running_var, 0.01, 0.001);  conv2d = p_features_0_1_weight = p_features_0_1_bias = b_features_0_1_running_mean = b_features_0_1_running_var = None
        getitem: "f32[1, 16, 32, 32]" = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish: "f32[1, 16, 32, 32]" = torch.ops.aten.hardswish.default(getitem);  getitem = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_1: "f32[1, 16, 16, 16]" = torch.ops.aten.conv2d.default(hardswish, p_features_1_block_0_0_weight, None, [2, 2], [1, 1], [1, 1], 16);  hardswish = p_features_1_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_1, p_features_1_block_0_1_weight, p_features_1_block_0_1_bias, b_features_1_block_0_1_running_mean, b_features_1_block_0_1_running_var, 0.01, 0.001);  conv2d_1 = p_features_1_block_0_1_weight = p_features_1_block_0_1_bias = b_features_1_block_0_1_running_mean = b_features_1_block_0_1_running_var = None
        getitem_3: "f32[1, 16, 16, 16]" = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu: "f32[1, 16, 16, 16]" = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d: "f32[1, 16, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(relu, [1, 1])

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_2: "f32[1, 8, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d, p_features_1_block_1_fc1_weight, p_features_1_block_1_fc1_bias);  adaptive_avg_pool2d = p_features_1_block_1_fc1_weight = p_features_1_block_1_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_1: "f32[1, 8, 1, 1]" = torch.ops.aten.relu.default(conv2d_2);  conv2d_2 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_3: "f32[1, 16, 1, 1]" = torch.ops.aten.conv2d.default(relu_1, p_features_1_block_1_fc2_weight, p_features_1_block_1_fc2_bias);  relu_1 = p_features_1_block_1_fc2_weight = p_features_1_block_1_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid: "f32[1, 16, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_3);  conv2d_3 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul: "f32[1, 16, 16, 16]" = torch.ops.aten.mul.Tensor(hardsigmoid, relu);  hardsigmoid = relu = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_4: "f32[1, 16, 16, 16]" = torch.ops.aten.conv2d.default(mul, p_features_1_block_2_0_weight);  mul = p_features_1_block_2_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_4, p_features_1_block_2_1_weight, p_features_1_block_2_1_bias, b_features_1_block_2_1_running_mean, b_features_1_block_2_1_running_var, 0.01, 0.001);  conv2d_4 = p_features_1_block_2_1_weight = p_features_1_block_2_1_bias = b_features_1_block_2_1_running_mean = b_features_1_block_2_1_running_var = None
        getitem_6: "f32[1, 16, 16, 16]" = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_5: "f32[1, 72, 16, 16]" = torch.ops.aten.conv2d.default(getitem_6, p_features_2_block_0_0_weight);  getitem_6 = p_features_2_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_5, p_features_2_block_0_1_weight, p_features_2_block_0_1_bias, b_features_2_block_0_1_running_mean, b_features_2_block_0_1_running_var, 0.01, 0.001);  conv2d_5 = p_features_2_block_0_1_weight = p_features_2_block_0_1_bias = b_features_2_block_0_1_running_mean = b_features_2_block_0_1_running_var = None
        getitem_9: "f32[1, 72, 16, 16]" = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_2: "f32[1, 72, 16, 16]" = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_6: "f32[1, 72, 8, 8]" = torch.ops.aten.conv2d.default(relu_2, p_features_2_block_1_0_weight, None, [2, 2], [1, 1], [1, 1], 72);  relu_2 = p_features_2_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_6, p_features_2_block_1_1_weight, p_features_2_block_1_1_bias, b_features_2_block_1_1_running_mean, b_features_2_block_1_1_running_var, 0.01, 0.001);  conv2d_6 = p_features_2_block_1_1_weight = p_features_2_block_1_1_bias = b_features_2_block_1_1_running_mean = b_features_2_block_1_1_running_var = None
        getitem_12: "f32[1, 72, 8, 8]" = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_3: "f32[1, 72, 8, 8]" = torch.ops.aten.relu.default(getitem_12);  getitem_12 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_7: "f32[1, 24, 8, 8]" = torch.ops.aten.conv2d.default(relu_3, p_features_2_block_2_0_weight);  relu_3 = p_features_2_block_2_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_7, p_features_2_block_2_1_weight, p_features_2_block_2_1_bias, b_features_2_block_2_1_running_mean, b_features_2_block_2_1_running_var, 0.01, 0.001);  conv2d_7 = p_features_2_block_2_1_weight = p_features_2_block_2_1_bias = b_features_2_block_2_1_running_mean = b_features_2_block_2_1_running_var = None
        getitem_15: "f32[1, 24, 8, 8]" = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_8: "f32[1, 88, 8, 8]" = torch.ops.aten.conv2d.default(getitem_15, p_features_3_block_0_0_weight);  p_features_3_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_8, p_features_3_block_0_1_weight, p_features_3_block_0_1_bias, b_features_3_block_0_1_running_mean, b_features_3_block_0_1_running_var, 0.01, 0.001);  conv2d_8 = p_features_3_block_0_1_weight = p_features_3_block_0_1_bias = b_features_3_block_0_1_running_mean = b_features_3_block_0_1_running_var = None
        getitem_18: "f32[1, 88, 8, 8]" = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_4: "f32[1, 88, 8, 8]" = torch.ops.aten.relu.default(getitem_18);  getitem_18 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_9: "f32[1, 88, 8, 8]" = torch.ops.aten.conv2d.default(relu_4, p_features_3_block_1_0_weight, None, [1, 1], [1, 1], [1, 1], 88);  relu_4 = p_features_3_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_9, p_features_3_block_1_1_weight, p_features_3_block_1_1_bias, b_features_3_block_1_1_running_mean, b_features_3_block_1_1_running_var, 0.01, 0.001);  conv2d_9 = p_features_3_block_1_1_weight = p_features_3_block_1_1_bias = b_features_3_block_1_1_running_mean = b_features_3_block_1_1_running_var = None
        getitem_21: "f32[1, 88, 8, 8]" = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_5: "f32[1, 88, 8, 8]" = torch.ops.aten.relu.default(getitem_21);  getitem_21 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_10: "f32[1, 24, 8, 8]" = torch.ops.aten.conv2d.default(relu_5, p_features_3_block_2_0_weight);  relu_5 = p_features_3_block_2_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_10, p_features_3_block_2_1_weight, p_features_3_block_2_1_bias, b_features_3_block_2_1_running_mean, b_features_3_block_2_1_running_var, 0.01, 0.001);  conv2d_10 = p_features_3_block_2_1_weight = p_features_3_block_2_1_bias = b_features_3_block_2_1_running_mean = b_features_3_block_2_1_running_var = None
        getitem_24: "f32[1, 24, 8, 8]" = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add: "f32[1, 24, 8, 8]" = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = getitem_15 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_11: "f32[1, 96, 8, 8]" = torch.ops.aten.conv2d.default(add, p_features_4_block_0_0_weight);  add = p_features_4_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_11, p_features_4_block_0_1_weight, p_features_4_block_0_1_bias, b_features_4_block_0_1_running_mean, b_features_4_block_0_1_running_var, 0.01, 0.001);  conv2d_11 = p_features_4_block_0_1_weight = p_features_4_block_0_1_bias = b_features_4_block_0_1_running_mean = b_features_4_block_0_1_running_var = None
        getitem_27: "f32[1, 96, 8, 8]" = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_1: "f32[1, 96, 8, 8]" = torch.ops.aten.hardswish.default(getitem_27);  getitem_27 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_12: "f32[1, 96, 4, 4]" = torch.ops.aten.conv2d.default(hardswish_1, p_features_4_block_1_0_weight, None, [2, 2], [2, 2], [1, 1], 96);  hardswish_1 = p_features_4_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_12, p_features_4_block_1_1_weight, p_features_4_block_1_1_bias, b_features_4_block_1_1_running_mean, b_features_4_block_1_1_running_var, 0.01, 0.001);  conv2d_12 = p_features_4_block_1_1_weight = p_features_4_block_1_1_bias = b_features_4_block_1_1_running_mean = b_features_4_block_1_1_running_var = None
        getitem_30: "f32[1, 96, 4, 4]" = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_2: "f32[1, 96, 4, 4]" = torch.ops.aten.hardswish.default(getitem_30);  getitem_30 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_1: "f32[1, 96, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish_2, [1, 1])

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_13: "f32[1, 24, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_1, p_features_4_block_2_fc1_weight, p_features_4_block_2_fc1_bias);  adaptive_avg_pool2d_1 = p_features_4_block_2_fc1_weight = p_features_4_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_6: "f32[1, 24, 1, 1]" = torch.ops.aten.relu.default(conv2d_13);  conv2d_13 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_14: "f32[1, 96, 1, 1]" = torch.ops.aten.conv2d.default(relu_6, p_features_4_block_2_fc2_weight, p_features_4_block_2_fc2_bias);  relu_6 = p_features_4_block_2_fc2_weight = p_features_4_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_1: "f32[1, 96, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_14);  conv2d_14 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_1: "f32[1, 96, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_1, hardswish_2);  hardsigmoid_1 = hardswish_2 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_15: "f32[1, 40, 4, 4]" = torch.ops.aten.conv2d.default(mul_1, p_features_4_block_3_0_weight);  mul_1 = p_features_4_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_15, p_features_4_block_3_1_weight, p_features_4_block_3_1_bias, b_features_4_block_3_1_running_mean, b_features_4_block_3_1_running_var, 0.01, 0.001);  conv2d_15 = p_features_4_block_3_1_weight = p_features_4_block_3_1_bias = b_features_4_block_3_1_running_mean = b_features_4_block_3_1_running_var = None
        getitem_33: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_16: "f32[1, 240, 4, 4]" = torch.ops.aten.conv2d.default(getitem_33, p_features_5_block_0_0_weight);  p_features_5_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_16, p_features_5_block_0_1_weight, p_features_5_block_0_1_bias, b_features_5_block_0_1_running_mean, b_features_5_block_0_1_running_var, 0.01, 0.001);  conv2d_16 = p_features_5_block_0_1_weight = p_features_5_block_0_1_bias = b_features_5_block_0_1_running_mean = b_features_5_block_0_1_running_var = None
        getitem_36: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_3: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_36);  getitem_36 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_17: "f32[1, 240, 4, 4]" = torch.ops.aten.conv2d.default(hardswish_3, p_features_5_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 240);  hardswish_3 = p_features_5_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_17, p_features_5_block_1_1_weight, p_features_5_block_1_1_bias, b_features_5_block_1_1_running_mean, b_features_5_block_1_1_running_var, 0.01, 0.001);  conv2d_17 = p_features_5_block_1_1_weight = p_features_5_block_1_1_bias = b_features_5_block_1_1_running_mean = b_features_5_block_1_1_running_var = None
        getitem_39: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_4: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_39);  getitem_39 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_2: "f32[1, 240, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish_4, [1, 1])

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_18: "f32[1, 64, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_2, p_features_5_block_2_fc1_weight, p_features_5_block_2_fc1_bias);  adaptive_avg_pool2d_2 = p_features_5_block_2_fc1_weight = p_features_5_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_7: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(conv2d_18);  conv2d_18 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_19: "f32[1, 240, 1, 1]" = torch.ops.aten.conv2d.default(relu_7, p_features_5_block_2_fc2_weight, p_features_5_block_2_fc2_bias);  relu_7 = p_features_5_block_2_fc2_weight = p_features_5_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_2: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_19);  conv2d_19 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_2: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_2, hardswish_4);  hardsigmoid_2 = hardswish_4 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_20: "f32[1, 40, 4, 4]" = torch.ops.aten.conv2d.default(mul_2, p_features_5_block_3_0_weight);  mul_2 = p_features_5_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_20, p_features_5_block_3_1_weight, p_features_5_block_3_1_bias, b_features_5_block_3_1_running_mean, b_features_5_block_3_1_running_var, 0.01, 0.001);  conv2d_20 = p_features_5_block_3_1_weight = p_features_5_block_3_1_bias = b_features_5_block_3_1_running_mean = b_features_5_block_3_1_running_var = None
        getitem_42: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_1: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_42, getitem_33);  getitem_42 = getitem_33 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_21: "f32[1, 240, 4, 4]" = torch.ops.aten.conv2d.default(add_1, p_features_6_block_0_0_weight);  p_features_6_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_21, p_features_6_block_0_1_weight, p_features_6_block_0_1_bias, b_features_6_block_0_1_running_mean, b_features_6_block_0_1_running_var, 0.01, 0.001);  conv2d_21 = p_features_6_block_0_1_weight = p_features_6_block_0_1_bias = b_features_6_block_0_1_running_mean = b_features_6_block_0_1_running_var = None
        getitem_45: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_5: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_45);  getitem_45 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_22: "f32[1, 240, 4, 4]" = torch.ops.aten.conv2d.default(hardswish_5, p_features_6_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 240);  hardswish_5 = p_features_6_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_22, p_features_6_block_1_1_weight, p_features_6_block_1_1_bias, b_features_6_block_1_1_running_mean, b_features_6_block_1_1_running_var, 0.01, 0.001);  conv2d_22 = p_features_6_block_1_1_weight = p_features_6_block_1_1_bias = b_features_6_block_1_1_running_mean = b_features_6_block_1_1_running_var = None
        getitem_48: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_6: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_48);  getitem_48 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_3: "f32[1, 240, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish_6, [1, 1])

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_23: "f32[1, 64, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_3, p_features_6_block_2_fc1_weight, p_features_6_block_2_fc1_bias);  adaptive_avg_pool2d_3 = p_features_6_block_2_fc1_weight = p_features_6_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_8: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(conv2d_23);  conv2d_23 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_24: "f32[1, 240, 1, 1]" = torch.ops.aten.conv2d.default(relu_8, p_features_6_block_2_fc2_weight, p_features_6_block_2_fc2_bias);  relu_8 = p_features_6_block_2_fc2_weight = p_features_6_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_3: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_24);  conv2d_24 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_3: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_3, hardswish_6);  hardsigmoid_3 = hardswish_6 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_25: "f32[1, 40, 4, 4]" = torch.ops.aten.conv2d.default(mul_3, p_features_6_block_3_0_weight);  mul_3 = p_features_6_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_25, p_features_6_block_3_1_weight, p_features_6_block_3_1_bias, b_features_6_block_3_1_running_mean, b_features_6_block_3_1_running_var, 0.01, 0.001);  conv2d_25 = p_features_6_block_3_1_weight = p_features_6_block_3_1_bias = b_features_6_block_3_1_running_mean = b_features_6_block_3_1_running_var = None
        getitem_51: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_2: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_51, add_1);  getitem_51 = add_1 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_26: "f32[1, 120, 4, 4]" = torch.ops.aten.conv2d.default(add_2, p_features_7_block_0_0_weight);  add_2 = p_features_7_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_26, p_features_7_block_0_1_weight, p_features_7_block_0_1_bias, b_features_7_block_0_1_running_mean, b_features_7_block_0_1_running_var, 0.01, 0.001);  conv2d_26 = p_features_7_block_0_1_weight = p_features_7_block_0_1_bias = b_features_7_block_0_1_running_mean = b_features_7_block_0_1_running_var = None
        getitem_54: "f32[1, 120, 4, 4]" = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_7: "f32[1, 120, 4, 4]" = torch.ops.aten.hardswish.default(getitem_54);  getitem_54 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_27: "f32[1, 120, 4, 4]" = torch.ops.aten.conv2d.default(hardswish_7, p_features_7_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 120);  hardswish_7 = p_features_7_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_27, p_features_7_block_1_1_weight, p_features_7_block_1_1_bias, b_features_7_block_1_1_running_mean, b_features_7_block_1_1_running_var, 0.01, 0.001);  conv2d_27 = p_features_7_block_1_1_weight = p_features_7_block_1_1_bias = b_features_7_block_1_1_running_mean = b_features_7_block_1_1_running_var = None
        getitem_57: "f32[1, 120, 4, 4]" = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_8: "f32[1, 120, 4, 4]" = torch.ops.aten.hardswish.default(getitem_57);  getitem_57 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_4: "f32[1, 120, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish_8, [1, 1])

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_28: "f32[1, 32, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_4, p_features_7_block_2_fc1_weight, p_features_7_block_2_fc1_bias);  adaptive_avg_pool2d_4 = p_features_7_block_2_fc1_weight = p_features_7_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_9: "f32[1, 32, 1, 1]" = torch.ops.aten.relu.default(conv2d_28);  conv2d_28 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_29: "f32[1, 120, 1, 1]" = torch.ops.aten.conv2d.default(relu_9, p_features_7_block_2_fc2_weight, p_features_7_block_2_fc2_bias);  relu_9 = p_features_7_block_2_fc2_weight = p_features_7_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_4: "f32[1, 120, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_29);  conv2d_29 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_4: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_4, hardswish_8);  hardsigmoid_4 = hardswish_8 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_30: "f32[1, 48, 4, 4]" = torch.ops.aten.conv2d.default(mul_4, p_features_7_block_3_0_weight);  mul_4 = p_features_7_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_30, p_features_7_block_3_1_weight, p_features_7_block_3_1_bias, b_features_7_block_3_1_running_mean, b_features_7_block_3_1_running_var, 0.01, 0.001);  conv2d_30 = p_features_7_block_3_1_weight = p_features_7_block_3_1_bias = b_features_7_block_3_1_running_mean = b_features_7_block_3_1_running_var = None
        getitem_60: "f32[1, 48, 4, 4]" = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_31: "f32[1, 144, 4, 4]" = torch.ops.aten.conv2d.default(getitem_60, p_features_8_block_0_0_weight);  p_features_8_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_31, p_features_8_block_0_1_weight, p_features_8_block_0_1_bias, b_features_8_block_0_1_running_mean, b_features_8_block_0_1_running_var, 0.01, 0.001);  conv2d_31 = p_features_8_block_0_1_weight = p_features_8_block_0_1_bias = b_features_8_block_0_1_running_mean = b_features_8_block_0_1_running_var = None
        getitem_63: "f32[1, 144, 4, 4]" = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_9: "f32[1, 144, 4, 4]" = torch.ops.aten.hardswish.default(getitem_63);  getitem_63 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_32: "f32[1, 144, 4, 4]" = torch.ops.aten.conv2d.default(hardswish_9, p_features_8_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 144);  hardswish_9 = p_features_8_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_32, p_features_8_block_1_1_weight, p_features_8_block_1_1_bias, b_features_8_block_1_1_running_mean, b_features_8_block_1_1_running_var, 0.01, 0.001);  conv2d_32 = p_features_8_block_1_1_weight = p_features_8_block_1_1_bias = b_features_8_block_1_1_running_mean = b_features_8_block_1_1_running_var = None
        getitem_66: "f32[1, 144, 4, 4]" = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_10: "f32[1, 144, 4, 4]" = torch.ops.aten.hardswish.default(getitem_66);  getitem_66 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_5: "f32[1, 144, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish_10, [1, 1])

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_33: "f32[1, 40, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_5, p_features_8_block_2_fc1_weight, p_features_8_block_2_fc1_bias);  adaptive_avg_pool2d_5 = p_features_8_block_2_fc1_weight = p_features_8_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_10: "f32[1, 40, 1, 1]" = torch.ops.aten.relu.default(conv2d_33);  conv2d_33 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_34: "f32[1, 144, 1, 1]" = torch.ops.aten.conv2d.default(relu_10, p_features_8_block_2_fc2_weight, p_features_8_block_2_fc2_bias);  relu_10 = p_features_8_block_2_fc2_weight = p_features_8_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_5: "f32[1, 144, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_34);  conv2d_34 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_5: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_5, hardswish_10);  hardsigmoid_5 = hardswish_10 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_35: "f32[1, 48, 4, 4]" = torch.ops.aten.conv2d.default(mul_5, p_features_8_block_3_0_weight);  mul_5 = p_features_8_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_35, p_features_8_block_3_1_weight, p_features_8_block_3_1_bias, b_features_8_block_3_1_running_mean, b_features_8_block_3_1_running_var, 0.01, 0.001);  conv2d_35 = p_features_8_block_3_1_weight = p_features_8_block_3_1_bias = b_features_8_block_3_1_running_mean = b_features_8_block_3_1_running_var = None
        getitem_69: "f32[1, 48, 4, 4]" = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_3: "f32[1, 48, 4, 4]" = torch.ops.aten.add.Tensor(getitem_69, getitem_60);  getitem_69 = getitem_60 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_36: "f32[1, 288, 4, 4]" = torch.ops.aten.conv2d.default(add_3, p_features_9_block_0_0_weight);  add_3 = p_features_9_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_36, p_features_9_block_0_1_weight, p_features_9_block_0_1_bias, b_features_9_block_0_1_running_mean, b_features_9_block_0_1_running_var, 0.01, 0.001);  conv2d_36 = p_features_9_block_0_1_weight = p_features_9_block_0_1_bias = b_features_9_block_0_1_running_mean = b_features_9_block_0_1_running_var = None
        getitem_72: "f32[1, 288, 4, 4]" = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_11: "f32[1, 288, 4, 4]" = torch.ops.aten.hardswish.default(getitem_72);  getitem_72 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_37: "f32[1, 288, 2, 2]" = torch.ops.aten.conv2d.default(hardswish_11, p_features_9_block_1_0_weight, None, [2, 2], [2, 2], [1, 1], 288);  hardswish_11 = p_features_9_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_37, p_features_9_block_1_1_weight, p_features_9_block_1_1_bias, b_features_9_block_1_1_running_mean, b_features_9_block_1_1_running_var, 0.01, 0.001);  conv2d_37 = p_features_9_block_1_1_weight = p_features_9_block_1_1_bias = b_features_9_block_1_1_running_mean = b_features_9_block_1_1_running_var = None
        getitem_75: "f32[1, 288, 2, 2]" = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_12: "f32[1, 288, 2, 2]" = torch.ops.aten.hardswish.default(getitem_75);  getitem_75 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_6: "f32[1, 288, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish_12, [1, 1])

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_38: "f32[1, 72, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_6, p_features_9_block_2_fc1_weight, p_features_9_block_2_fc1_bias);  adaptive_avg_pool2d_6 = p_features_9_block_2_fc1_weight = p_features_9_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_11: "f32[1, 72, 1, 1]" = torch.ops.aten.relu.default(conv2d_38);  conv2d_38 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_39: "f32[1, 288, 1, 1]" = torch.ops.aten.conv2d.default(relu_11, p_features_9_block_2_fc2_weight, p_features_9_block_2_fc2_bias);  relu_11 = p_features_9_block_2_fc2_weight = p_features_9_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_6: "f32[1, 288, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_39);  conv2d_39 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_6: "f32[1, 288, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_6, hardswish_12);  hardsigmoid_6 = hardswish_12 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_40: "f32[1, 96, 2, 2]" = torch.ops.aten.conv2d.default(mul_6, p_features_9_block_3_0_weight);  mul_6 = p_features_9_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_40, p_features_9_block_3_1_weight, p_features_9_block_3_1_bias, b_features_9_block_3_1_running_mean, b_features_9_block_3_1_running_var, 0.01, 0.001);  conv2d_40 = p_features_9_block_3_1_weight = p_features_9_block_3_1_bias = b_features_9_block_3_1_running_mean = b_features_9_block_3_1_running_var = None
        getitem_78: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_41: "f32[1, 576, 2, 2]" = torch.ops.aten.conv2d.default(getitem_78, p_features_10_block_0_0_weight);  p_features_10_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_41, p_features_10_block_0_1_weight, p_features_10_block_0_1_bias, b_features_10_block_0_1_running_mean, b_features_10_block_0_1_running_var, 0.01, 0.001);  conv2d_41 = p_features_10_block_0_1_weight = p_features_10_block_0_1_bias = b_features_10_block_0_1_running_mean = b_features_10_block_0_1_running_var = None
        getitem_81: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_13: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_81);  getitem_81 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_42: "f32[1, 576, 2, 2]" = torch.ops.aten.conv2d.default(hardswish_13, p_features_10_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 576);  hardswish_13 = p_features_10_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_42, p_features_10_block_1_1_weight, p_features_10_block_1_1_bias, b_features_10_block_1_1_running_mean, b_features_10_block_1_1_running_var, 0.01, 0.001);  conv2d_42 = p_features_10_block_1_1_weight = p_features_10_block_1_1_bias = b_features_10_block_1_1_running_mean = b_features_10_block_1_1_running_var = None
        getitem_84: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_14: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_84);  getitem_84 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_7: "f32[1, 576, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish_14, [1, 1])

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_43: "f32[1, 144, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_7, p_features_10_block_2_fc1_weight, p_features_10_block_2_fc1_bias);  adaptive_avg_pool2d_7 = p_features_10_block_2_fc1_weight = p_features_10_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_12: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(conv2d_43);  conv2d_43 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_44: "f32[1, 576, 1, 1]" = torch.ops.aten.conv2d.default(relu_12, p_features_10_block_2_fc2_weight, p_features_10_block_2_fc2_bias);  relu_12 = p_features_10_block_2_fc2_weight = p_features_10_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_7: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_44);  conv2d_44 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_7: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_7, hardswish_14);  hardsigmoid_7 = hardswish_14 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_45: "f32[1, 96, 2, 2]" = torch.ops.aten.conv2d.default(mul_7, p_features_10_block_3_0_weight);  mul_7 = p_features_10_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_45, p_features_10_block_3_1_weight, p_features_10_block_3_1_bias, b_features_10_block_3_1_running_mean, b_features_10_block_3_1_running_var, 0.01, 0.001);  conv2d_45 = p_features_10_block_3_1_weight = p_features_10_block_3_1_bias = b_features_10_block_3_1_running_mean = b_features_10_block_3_1_running_var = None
        getitem_87: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_4: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_87, getitem_78);  getitem_87 = getitem_78 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_46: "f32[1, 576, 2, 2]" = torch.ops.aten.conv2d.default(add_4, p_features_11_block_0_0_weight);  p_features_11_block_0_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_46, p_features_11_block_0_1_weight, p_features_11_block_0_1_bias, b_features_11_block_0_1_running_mean, b_features_11_block_0_1_running_var, 0.01, 0.001);  conv2d_46 = p_features_11_block_0_1_weight = p_features_11_block_0_1_bias = b_features_11_block_0_1_running_mean = b_features_11_block_0_1_running_var = None
        getitem_90: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_15: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_90);  getitem_90 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_47: "f32[1, 576, 2, 2]" = torch.ops.aten.conv2d.default(hardswish_15, p_features_11_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 576);  hardswish_15 = p_features_11_block_1_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_47, p_features_11_block_1_1_weight, p_features_11_block_1_1_bias, b_features_11_block_1_1_running_mean, b_features_11_block_1_1_running_var, 0.01, 0.001);  conv2d_47 = p_features_11_block_1_1_weight = p_features_11_block_1_1_bias = b_features_11_block_1_1_running_mean = b_features_11_block_1_1_running_var = None
        getitem_93: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_16: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_93);  getitem_93 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_8: "f32[1, 576, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish_16, [1, 1])

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_48: "f32[1, 144, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_8, p_features_11_block_2_fc1_weight, p_features_11_block_2_fc1_bias);  adaptive_avg_pool2d_8 = p_features_11_block_2_fc1_weight = p_features_11_block_2_fc1_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_13: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(conv2d_48);  conv2d_48 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_49: "f32[1, 576, 1, 1]" = torch.ops.aten.conv2d.default(relu_13, p_features_11_block_2_fc2_weight, p_features_11_block_2_fc2_bias);  relu_13 = p_features_11_block_2_fc2_weight = p_features_11_block_2_fc2_bias = None

        # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_8: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_49);  conv2d_49 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_8: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_8, hardswish_16);  hardsigmoid_8 = hardswish_16 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_50: "f32[1, 96, 2, 2]" = torch.ops.aten.conv2d.default(mul_8, p_features_11_block_3_0_weight);  mul_8 = p_features_11_block_3_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_50, p_features_11_block_3_1_weight, p_features_11_block_3_1_bias, b_features_11_block_3_1_running_mean, b_features_11_block_3_1_running_var, 0.01, 0.001);  conv2d_50 = p_features_11_block_3_1_weight = p_features_11_block_3_1_bias = b_features_11_block_3_1_running_mean = b_features_11_block_3_1_running_var = None
        getitem_96: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_5: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_96, add_4);  getitem_96 = add_4 = None

        # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_51: "f32[1, 576, 2, 2]" = torch.ops.aten.conv2d.default(add_5, p_features_12_0_weight);  add_5 = p_features_12_0_weight = None

        # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(conv2d_51, p_features_12_1_weight, p_features_12_1_bias, b_features_12_1_running_mean, b_features_12_1_running_var, 0.01, 0.001);  conv2d_51 = p_features_12_1_weight = p_features_12_1_bias = b_features_12_1_running_mean = b_features_12_1_running_var = None
        getitem_99: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_17: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_99);  getitem_99 = None

        # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_9: "f32[1, 576, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish_17, [1, 1]);  hardswish_17 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3.forward in forward, code: return self._forward_impl(x)
        view: "f32[1, 576]" = torch.ops.aten.view.default(adaptive_avg_pool2d_9, [1, 576]);  adaptive_avg_pool2d_9 = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[1, 1024]" = torch.ops.aten.linear.default(view, p_classifier_0_weight, p_classifier_0_bias);  view = p_classifier_0_weight = p_classifier_0_bias = None

        # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_18: "f32[1, 1024]" = torch.ops.aten.hardswish.default(linear);  linear = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear_1: "f32[1, 1000]" = torch.ops.aten.linear.default(hardswish_18, p_classifier_3_weight, p_classifier_3_bias);  hardswish_18 = p_classifier_3_weight = p_classifier_3_bias = None
        return (linear_1,)
