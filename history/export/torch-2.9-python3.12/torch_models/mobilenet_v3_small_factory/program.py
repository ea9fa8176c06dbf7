class GraphModule(torch.nn.Module):
    def forward(self, p_features_0_0_weight: "f32[16, 3, 3, 3]", p_features_0_1_weight: "f32[16]", p_features_0_1_bias: "f32[16]", p_features_1_block_0_0_weight: "f32[16, 1, 3, 3]", p_features_1_block_0_1_weight: "f32[16]", p_features_1_block_0_1_bias: "f32[16]", p_features_1_block_1_fc1_weight: "f32[8, 16, 1, 1]", p_features_1_block_1_fc1_bias: "f32[8]", p_features_1_block_1_fc2_weight: "f32[16, 8, 1, 1]", p_features_1_block_1_fc2_bias: "f32[16]", p_features_1_block_2_0_weight: "f32[16, 16, 1, 1]", p_features_1_block_2_1_weight: "f32[16]", p_features_1_block_2_1_bias: "f32[16]", p_features_2_block_0_0_weight: "f32[72, 16, 1, 1]", p_features_2_block_0_1_weight: "f32[72]", p_features_2_block_0_1_bias: "f32[72]", p_features_2_block_1_0_weight: "f32[72, 1, 3, 3]", p_features_2_block_1_1_weight: "f32[72]", p_features_2_block_1_1_bias: "f32[72]", p_features_2_block_2_0_weight: "f32[24, 72, 1, 1]", p_features_2_block_2_1_weight: "f32[24]", p_features_2_block_2_1_bias: "f32[24]", p_features_3_block_0_0_weight: "f32[88, 24, 1, 1]", p_features_3_block_0_1_weight: "f32[88]", p_features_3_block_0_1_bias: "f32[88]", p_features_3_block_1_0_weight: "f32[88, 1, 3, 3]", p_features_3_block_1_1_weight: "f32[88]", p_features_3_block_1_1_bias: "f32[88]", p_features_3_block_2_0_weight: "f32[24, 88, 1, 1]", p_features_3_block_2_1_weight: "f32[24]", p_features_3_block_2_1_bias: "f32[24]", p_features_4_block_0_0_weight: "f32[96, 24, 1, 1]", p_features_4_block_0_1_weight: "f32[96]", p_features_4_block_0_1_bias: "f32[96]", p_features_4_block_1_0_weight: "f32[96, 1, 5, 5]", p_features_4_block_1_1_weight: "f32[96]", p_features_4_block_1_1_bias: "f32[96]", p_features_4_block_2_fc1_weight: "f32[24, 96, 1, 1]", p_features_4_block_2_fc1_bias: "f32[24]", p_features_4_block_2_fc2_weight: "f32[96, 24, 1, 1]", p_features_4_block_2_fc2_bias: "f32[96]", p_features_4_block_3_0_weight: "f32[40, 96, 1, 1]", p_features_4_block_3_1_weight: "f32[40]", p_features_4_block_3_1_bias: "f32[40]", p_features_5_block_0_0_weight: "f32[240, 40, 1, 1]", p_features_5_block_0_1_weight: "f32[240]", p_features_5_block_0_1_bias: "f32[240]", p_features_5_block_1_0_weight: "f32[240, 1, 5, 5]", p_features_5_block_1_1_weight: "f32[240]", p_features_5_block_1_1_bias: "f32[240]", p_features_5_block_2_fc1_weight: "f32[64, 240, 1, 1]", p_features_5_block_2_fc1_bias: "f32[64]", p_features_5_block_2_fc2_weight: "f32[240, 64, 1, 1]", p_features_5_block_2_fc2_bias: "f32[240]", p_features_5_block_3_0_weight: "f32[40, 240, 1, 1]", p_features_5_block_3_1_weight: "f32[40]", p_features_5_block_3_1_bias: "f32[40]", p_features_6_block_0_0_weight: "f32[240, 40, 1, 1]", p_features_6_block_0_1_weight: "f32[240]", p_features_6_block_0_1_bias: "f32[240]", p_features_6_block_1_0_weight: "f32[240, 1, 5, 5]", p_features_6_block_1_1_weight: "f32[240]", p_features_6_block_1_1_bias: "f32[240]", p_features_6_block_2_fc1_weight: "f32[64, 240, 1, 1]", p_features_6_block_2_fc1_bias: "f32[64]", p_features_6_block_2_fc2_weight: "f32[240, 64, 1, 1]", p_features_6_block_2_fc2_bias: "f32[240]", p_features_6_block_3_0_weight: "f32[40, 240, 1, 1]", p_features_6_block_3_1_weight: "f32[40]", p_features_6_block_3_1_bias: "f32[40]", p_features_7_block_0_0_weight: "f32[120, 40, 1, 1]", p_features_7_block_0_1_weight: "f32[120]", p_features_7_block_0_1_bias: "f32[120]", p_features_7_block_1_0_weight: "f32[120, 1, 5, 5]", p_features_7_block_1_1_weight: "f32[120]", p_features_7_block_1_1_bias: "f32[120]", p_features_7_block_2_fc1_weight: "f32[32, 120, 1, 1]", p_features_7_block_2_fc1_bias: "f32[32]", p_features_7_block_2_fc2_weight: "f32[120, 32, 1, 1]", p_features_7_block_2_fc2_bias: "f32[120]", p_features_7_block_3_0_weight: "f32[48, 120, 1, 1]", p_features_7_block_3_1_weight: "f32[48]", p_features_7_block_3_1_bias: "f32[48]", p_features_8_block_0_0_weight: "f32[144, 48, 1, 1]", p_features_8_block_0_1_weight: "f32[144]", p_features_8_block_0_1_bias: "f32[144]", p_features_8_block_1_0_weight: "f32[144, 1, 5, 5]", p_features_8_block_1_1_weight: "f32[144]", p_features_8_block_1_1_bias: "f32[144]", p_features_8_block_2_fc1_weight: "f32[40, 144, 1, 1]", p_features_8_block_2_fc1_bias: "f32[40]", p_features_8_block_2_fc2_weight: "f32[144, 40, 1, 1]", p_features_8_block_2_fc2_bias: "f32[144]", p_features_8_block_3_0_weight: "f32[48, 144, 1, 1]", p_features_8_block_3_1_weight: "f32[48]", p_features_8_block_3_1_bias: "f32[48]", p_features_9_block_0_0_weight: "f32[288, 48, 1, 1]", p_features_9_block_0_1_weight: "f32[288]", p_features_9_block_0_1_bias: "f32[288]", p_features_9_block_1_0_weight: "f32[288, 1, 5, 5]", p_features_9_block_1_1_weight: "f32[288]", p_features_9_block_1_1_bias: "f32[288]", p_features_9_block_2_fc1_weight: "f32[72, 288, 1, 1]", p_features_9_block_2_fc1_bias: "f32[72]", p_features_9_block_2_fc2_weight: "f32[288, 72, 1, 1]", p_features_9_block_2_fc2_bias: "f32[288]", p_features_9_block_3_0_weight: "f32[96, 288, 1, 1]", p_features_9_block_3_1_weight: "f32[96]", p_features_9_block_3_1_bias: "f32[96]", p_features_10_block_0_0_weight: "f32[576, 96, 1, 1]", p_features_10_block_0_1_weight: "f32[576]", p_features_10_block_0_1_bias: "f32[576]", p_features_10_block_1_0_weight: "f32[576, 1, 5, 5]", p_features_10_block_1_1_weight: "f32[576]", p_features_10_block_1_1_bias: "f32[576]", p_features_10_block_2_fc1_weight: "f32[144, 576, 1, 1]", p_features_10_block_2_fc1_bias: "f32[144]", p_features_10_block_2_fc2_weight: "f32[576, 144, 1, 1]", p_features_10_block_2_fc2_bias: "f32[576]", p_features_10_block_3_0_weight: "f32[96, 576, 1, 1]", p_features_10_block_3_1_weight: "f32[96]", p_features_10_block_3_1_bias: "f32[96]", p_features_11_block_0_0_weight: "f32[576, 96, 1, 1]", p_features_11_block_0_1_weight: "f32[576]", p_features_11_block_0_1_bias: "f32[576]", p_features_11_block_1_0_weight: "f32[576, 1, 5, 5]", p_features_11_block_1_1_weight: "f32[576]", p_features_11_block_1_1_bias: "f32[576]", p_features_11_block_2_fc1_weight: "f32[144, 576, 1, 1]", p_features_11_block_2_fc1_bias: "f32[144]", p_features_11_block_2_fc2_weight: "f32[576, 144, 1, 1]", p_features_11_block_2_fc2_bias: "f32[576]", p_features_11_block_3_0_weight: "f32[96, 576, 1, 1]", p_features_11_block_3_1_weight: "f32[96]", p_features_11_block_3_1_bias: "f32[96]", p_features_12_0_weight: "f32[576, 96, 1, 1]", p_features_12_1_weight: "f32[576]", p_features_12_1_bias: "f32[576]", p_classifier_0_weight: "f32[1024, 576]", p_classifier_0_bias: "f32[1024]", p_classifier_3_weight: "f32[1000, 1024]", p_classifier_3_bias: "f32[1000]", b_features_0_1_running_mean: "f32[16]", b_features_0_1_running_var: "f32[16]", b_features_0_1_num_batches_tracked: "i64[]", b_features_1_block_0_1_running_mean: "f32[16]", b_features_1_block_0_1_running_var: "f32[16]", b_features_1_block_0_1_num_batches_tracked: "i64[]", b_features_1_block_2_1_running_mean: "f32[16]", b_features_1_block_2_1_running_var: "f32[16]", b_features_1_block_2_1_num_batches_tracked: "i64[]", b_features_2_block_0_1_running_mean: "f32[72]", b_features_2_block_0_1_running_var: "f32[72]", b_features_2_block_0_1_num_batches_tracked: "i64[]", b_features_2_block_1_1_running_mean: "f32[72]", b_features_2_block_1_1_running_var: "f32[72]", b_features_2_block_1_1_num_batches_tracked: "i64[]", b_features_2_block_2_1_running_mean: "f32[24]", b_features_2_block_2_1_running_var: "f32[24]", b_features_2_block_2_1_num_batches_tracked: "i64[]", b_features_3_block_0_1_running_mean: "f32[88]", b_features_3_block_0_1_running_var: "f32[88]", b_features_3_block_0_1_num_batches_tracked: "i64[]", b_features_3_block_1_1_running_mean: "f32[88]", b_features_3_block_1_1_running_var: "f32[88]", b_features_3_block_1_1_num_batches_tracked: "i64[]", b_features_3_block_2_1_running_mean: "f32[24]", b_features_3_block_2_1_running_var: "f32[24]", b_features_3_block_2_1_num_batches_tracked: "i64[]", b_features_4_block_0_1_running_mean: "f32[96]", b_features_4_block_0_1_running_var: "f32[96]", b_features_4_block_0_1_num_batches_tracked: "i64[]", b_features_4_block_1_1_running_mean: "f32[96]", b_features_4_block_1_1_running_var: "f32[96]", b_features_4_block_1_1_num_batches_tracked: "i64[]", b_features_4_block_3_1_running_mean: "f32[40]", b_features_4_block_3_1_running_var: "f32[40]", b_features_4_block_3_1_num_batches_tracked: "i64[]", b_features_5_block_0_1_running_mean: "f32[240]", b_features_5_block_0_1_running_var: "f32[240]", b_features_5_block_0_1_num_batches_tracked: "i64[]", b_features_5_block_1_1_running_mean: "f32[240]", b_features_5_block_1_1_running_var: "f32[240]", b_features_5_block_1_1_num_batches_tracked: "i64[]", b_features_5_block_3_1_running_mean: "f32[40]", b_features_5_block_3_1_running_var: "f32[40]", b_features_5_block_3_1_num_batches_tracked: "i64[]", b_features_6_block_0_1_running_mean: "f32[240]", b_features_6_block_0_1_running_var: "f32[240]", b_features_6_block_0_1_num_batches_tracked: "i64[]", b_features_6_block_1_1_running_mean: "f32[240]", b_features_6_block_1_1_running_var: "f32[240]", b_features_6_block_1_1_num_batches_tracked: "i64[]", b_features_6_block_3_1_running_mean: "f32[40]", b_features_6_block_3_1_running_var: "f32[40]", b_features_6_block_3_1_num_batches_tracked: "i64[]", b_features_7_block_0_1_running_mean: "f32[120]", b_features_7_block_0_1_running_var: "f32[120]", b_features_7_block_0_1_num_batches_tracked: "i64[]", b_features_7_block_1_1_running_mean: "f32[120]", b_features_7_block_1_1_running_var: "f32[120]", b_features_7_block_1_1_num_batches_tracked: "i64[]", b_features_7_block_3_1_running_mean: "f32[48]", b_features_7_block_3_1_running_var: "f32[48]", b_features_7_block_3_1_num_batches_tracked: "i64[]", b_features_8_block_0_1_running_mean: "f32[144]", b_features_8_block_0_1_running_var: "f32[144]", b_features_8_block_0_1_num_batches_tracked: "i64[]", b_features_8_block_1_1_running_mean: "f32[144]", b_features_8_block_1_1_running_var: "f32[144]", b_features_8_block_1_1_num_batches_tracked: "i64[]", b_features_8_block_3_1_running_mean: "f32[48]", b_features_8_block_3_1_running_var: "f32[48]", b_features_8_block_3_1_num_batches_tracked: "i64[]", b_features_9_block_0_1_running_mean: "f32[288]", b_features_9_block_0_1_running_var: "f32[288]", b_features_9_block_0_1_num_batches_tracked: "i64[]", b_features_9_block_1_1_running_mean: "f32[288]", b_features_9_block_1_1_running_var: "f32[288]", b_features_9_block_1_1_num_batches_tracked: "i64[]", b_features_9_block_3_1_running_mean: "f32[96]", b_features_9_block_3_1_running_var: "f32[96]", b_features_9_block_3_1_num_batches_tracked: "i64[]", b_features_10_block_0_1_running_mean: "f32[576]", b_features_10_block_0_1_running_var: "f32[576]", b_features_10_block_0_1_num_batches_tracked: "i64[]", b_features_10_block_1_1_running_mean: "f32[576]", b_features_10_block_1_1_running_var: "f32[576]", b_features_10_block_1_1_num_batches_tracked: "i64[]", b_features_10_block_3_1_running_mean: "f32[96]", b_features_10_block_3_1_running_var: "f32[96]", b_features_10_block_3_1_num_batches_tracked: "i64[]", b_features_11_block_0_1_running_mean: "f32[576]", b_features_11_block_0_1_running_var: "f32[576]", b_features_11_block_0_1_num_batches_tracked: "i64[]", b_features_11_block_1_1_running_mean: "f32[576]", b_features_11_block_1_1_running_var: "f32[576]", b_features_11_block_1_1_num_batches_tracked: "i64[]", b_features_11_block_3_1_running_mean: "f32[96]", b_features_11_block_3_1_running_var: "f32[96]", b_features_11_block_3_1_num_batches_tracked: "i64[]", b_features_12_1_running_mean: "f32[576]", b_features_12_1_running_var: "f32[576]", b_features_12_1_num_batches_tracked: "i64[]", x: "f32[1, 3, 64, 64]"):
         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d: "f32[1, 16, 32, 32]" = torch.ops.aten.conv2d.default(x, p_features_0_0_weight, None, [2, 2], [1, 1]);  x = p_features_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm: "f32[1, 16, 32, 32]" = torch.ops.aten.batch_norm.default(conv2d, p_features_0_1_weight, p_features_0_1_bias, b_features_0_1_running_mean, b_features_0_1_running_var, False, 0.01, 0.001, True);  conv2d = p_features_0_1_weight = p_features_0_1_bias = b_features_0_1_running_mean = b_features_0_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish_: "f32[1, 16, 32, 32]" = torch.ops.aten.hardswish_.default(batch_norm);  batch_norm = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_1: "f32[1, 16, 16, 16]" = torch.ops.aten.conv2d.default(hardswish_, p_features_1_block_0_0_weight, None, [2, 2], [1, 1], [1, 1], 16);  hardswish_ = p_features_1_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_1: "f32[1, 16, 16, 16]" = torch.ops.aten.batch_norm.default(conv2d_1, p_features_1_block_0_1_weight, p_features_1_block_0_1_bias, b_features_1_block_0_1_running_mean, b_features_1_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_1 = p_features_1_block_0_1_weight = p_features_1_block_0_1_bias = b_features_1_block_0_1_running_mean = b_features_1_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_: "f32[1, 16, 16, 16]" = torch.ops.aten.relu_.default(batch_norm_1);  batch_norm_1 = None

         # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d: "f32[1, 16, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(relu_, [1, 1])

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_2: "f32[1, 8, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d, p_features_1_block_1_fc1_weight, p_features_1_block_1_fc1_bias);  adaptive_avg_pool2d = p_features_1_block_1_fc1_weight = p_features_1_block_1_fc1_bias = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu: "f32[1, 8, 1, 1]" = torch.ops.aten.relu.default(conv2d_2);  conv2d_2 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_3: "f32[1, 16, 1, 1]" = torch.ops.aten.conv2d.default(relu, p_features_1_block_1_fc2_weight, p_features_1_block_1_fc2_bias);  relu = p_features_1_block_1_fc2_weight = p_features_1_block_1_fc2_bias = None

         # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid: "f32[1, 16, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_3);  conv2d_3 = None

         # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul: "f32[1, 16, 16, 16]" = torch.ops.aten.mul.Tensor(hardsigmoid, relu_);  hardsigmoid = relu_ = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_4: "f32[1, 16, 16, 16]" = torch.ops.aten.conv2d.default(mul, p_features_1_block_2_0_weight);  mul = p_features_1_block_2_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_2: "f32[1, 16, 16, 16]" = torch.ops.aten.batch_norm.default(conv2d_4, p_features_1_block_2_1_weight, p_features_1_block_2_1_bias, b_features_1_block_2_1_running_mean, b_features_1_block_2_1_running_var, False, 0.01, 0.001, True);  conv2d_4 = p_features_1_block_2_1_weight = p_features_1_block_2_1_bias = b_features_1_block_2_1_running_mean = b_features_1_block_2_1_running_var = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_5: "f32[1, 72, 16, 16]" = torch.ops.aten.conv2d.default(batch_norm_2, p_features_2_block_0_0_weight);  batch_norm_2 = p_features_2_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_3: "f32[1, 72, 16, 16]" = torch.ops.aten.batch_norm.default(conv2d_5, p_features_2_block_0_1_weight, p_features_2_block_0_1_bias, b_features_2_block_0_1_running_mean, b_features_2_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_5 = p_features_2_block_0_1_weight = p_features_2_block_0_1_bias = b_features_2_block_0_1_running_mean = b_features_2_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu__1: "f32[1, 72, 16, 16]" = torch.ops.aten.relu_.default(batch_norm_3);  batch_norm_3 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_6: "f32[1, 72, 8, 8]" = torch.ops.aten.conv2d.default(relu__1, p_features_2_block_1_0_weight, None, [2, 2], [1, 1], [1, 1], 72);  relu__1 = p_features_2_block_1_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_4: "f32[1, 72, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_6, p_features_2_block_1_1_weight, p_features_2_block_1_1_bias, b_features_2_block_1_1_running_mean, b_features_2_block_1_1_running_var, False, 0.01, 0.001, True);  conv2d_6 = p_features_2_block_1_1_weight = p_features_2_block_1_1_bias = b_features_2_block_1_1_running_mean = b_features_2_block_1_1_running_var = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu__2: "f32[1, 72, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_4);  batch_norm_4 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_7: "f32[1, 24, 8, 8]" = torch.ops.aten.conv2d.default(relu__2, p_features_2_block_2_0_weight);  relu__2 = p_features_2_block_2_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_5: "f32[1, 24, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_7, p_features_2_block_2_1_weight, p_features_2_block_2_1_bias, b_features_2_block_2_1_running_mean, b_features_2_block_2_1_running_var, False, 0.01, 0.001, True);  conv2d_7 = p_features_2_block_2_1_weight = p_features_2_block_2_1_bias = b_features_2_block_2_1_running_mean = b_features_2_block_2_1_running_var = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_8: "f32[1, 88, 8, 8]" = torch.ops.aten.conv2d.default(batch_norm_5, p_features_3_block_0_0_weight);  p_features_3_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_6: "f32[1, 88, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_8, p_features_3_block_0_1_weight, p_features_3_block_0_1_bias, b_features_3_block_0_1_running_mean, b_features_3_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_8 = p_features_3_block_0_1_weight = p_features_3_block_0_1_bias = b_features_3_block_0_1_running_mean = b_features_3_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu__3: "f32[1, 88, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_6);  batch_norm_6 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_9: "f32[1, 88, 8, 8]" = torch.ops.aten.conv2d.default(relu__3, p_features_3_block_1_0_weight, None, [1, 1], [1, 1], [1, 1], 88);  relu__3 = p_features_3_block_1_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_7: "f32[1, 88, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_9, p_features_3_block_1_1_weight, p_features_3_block_1_1_bias, b_features_3_block_1_1_running_mean, b_features_3_block_1_1_running_var, False, 0.01, 0.001, True);  conv2d_9 = p_features_3_block_1_1_weight = p_features_3_block_1_1_bias = b_features_3_block_1_1_running_mean = b_features_3_block_1_1_running_var = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu__4: "f32[1, 88, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_7);  batch_norm_7 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_10: "f32[1, 24, 8, 8]" = torch.ops.aten.conv2d.default(relu__4, p_features_3_block_2_0_weight);  relu__4 = p_features_3_block_2_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_8: "f32[1, 24, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_10, p_features_3_block_2_1_weight, p_features_3_block_2_1_bias, b_features_3_block_2_1_running_mean, b_features_3_block_2_1_running_var, False, 0.01, 0.001, True);  conv2d_10 = p_features_3_block_2_1_weight = p_features_3_block_2_1_bias = b_features_3_block_2_1_running_mean = b_features_3_block_2_1_running_var = None

         # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_: "f32[1, 24, 8, 8]" = torch.ops.aten.add_.Tensor(batch_norm_8, batch_norm_5);  batch_norm_8 = batch_norm_5 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_11: "f32[1, 96, 8, 8]" = torch.ops.aten.conv2d.default(add_, p_features_4_block_0_0_weight);  add_ = p_features_4_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_9: "f32[1, 96, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_11, p_features_4_block_0_1_weight, p_features_4_block_0_1_bias, b_features_4_block_0_1_running_mean, b_features_4_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_11 = p_features_4_block_0_1_weight = p_features_4_block_0_1_bias = b_features_4_block_0_1_running_mean = b_features_4_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__1: "f32[1, 96, 8, 8]" = torch.ops.aten.hardswish_.default(batch_norm_9);  batch_norm_9 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_12: "f32[1, 96, 4, 4]" = torch.ops.aten.conv2d.default(hardswish__1, p_features_4_block_1_0_weight, None, [2, 2], [2, 2], [1, 1], 96);  hardswish__1 = p_features_4_block_1_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_10: "f32[1, 96, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_12, p_features_4_block_1_1_weight, p_features_4_block_1_1_bias, b_features_4_block_1_1_running_mean, b_features_4_block_1_1_running_var, False, 0.01, 0.001, True);  conv2d_12 = p_features_4_block_1_1_weight = p_features_4_block_1_1_bias = b_features_4_block_1_1_running_mean = b_features_4_block_1_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__2: "f32[1, 96, 4, 4]" = torch.ops.aten.hardswish_.default(batch_norm_10);  batch_norm_10 = None

         # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_1: "f32[1, 96, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish__2, [1, 1])

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_13: "f32[1, 24, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_1, p_features_4_block_2_fc1_weight, p_features_4_block_2_fc1_bias);  adaptive_avg_pool2d_1 = p_features_4_block_2_fc1_weight = p_features_4_block_2_fc1_bias = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_1: "f32[1, 24, 1, 1]" = torch.ops.aten.relu.default(conv2d_13);  conv2d_13 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_14: "f32[1, 96, 1, 1]" = torch.ops.aten.conv2d.default(relu_1, p_features_4_block_2_fc2_weight, p_features_4_block_2_fc2_bias);  relu_1 = p_features_4_block_2_fc2_weight = p_features_4_block_2_fc2_bias = None

         # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_1: "f32[1, 96, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_14);  conv2d_14 = None

         # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_1: "f32[1, 96, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_1, hardswish__2);  hardsigmoid_1 = hardswish__2 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_15: "f32[1, 40, 4, 4]" = torch.ops.aten.conv2d.default(mul_1, p_features_4_block_3_0_weight);  mul_1 = p_features_4_block_3_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_11: "f32[1, 40, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_15, p_features_4_block_3_1_weight, p_features_4_block_3_1_bias, b_features_4_block_3_1_running_mean, b_features_4_block_3_1_running_var, False, 0.01, 0.001, True);  conv2d_15 = p_features_4_block_3_1_weight = p_features_4_block_3_1_bias = b_features_4_block_3_1_running_mean = b_features_4_block_3_1_running_var = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_16: "f32[1, 240, 4, 4]" = torch.ops.aten.conv2d.default(batch_norm_11, p_features_5_block_0_0_weight);  p_features_5_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_12: "f32[1, 240, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_16, p_features_5_block_0_1_weight, p_features_5_block_0_1_bias, b_features_5_block_0_1_running_mean, b_features_5_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_16 = p_features_5_block_0_1_weight = p_features_5_block_0_1_bias = b_features_5_block_0_1_running_mean = b_features_5_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__3: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish_.default(batch_norm_12);  batch_norm_12 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_17: "f32[1, 240, 4, 4]" = torch.ops.aten.conv2d.default(hardswish__3, p_features_5_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 240);  hardswish__3 = p_features_5_block_1_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_13: "f32[1, 240, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_17, p_features_5_block_1_1_weight, p_features_5_block_1_1_bias, b_features_5_block_1_1_running_mean, b_features_5_block_1_1_running_var, False, 0.01, 0.001, True);  conv2d_17 = p_features_5_block_1_1_weight = p_features_5_block_1_1_bias = b_features_5_block_1_1_running_mean = b_features_5_block_1_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__4: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish_.default(batch_norm_13);  batch_norm_13 = None

         # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_2: "f32[1, 240, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish__4, [1, 1])

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_18: "f32[1, 64, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_2, p_features_5_block_2_fc1_weight, p_features_5_block_2_fc1_bias);  adaptive_avg_pool2d_2 = p_features_5_block_2_fc1_weight = p_features_5_block_2_fc1_bias = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_2: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(conv2d_18);  conv2d_18 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_19: "f32[1, 240, 1, 1]" = torch.ops.aten.conv2d.default(relu_2, p_features_5_block_2_fc2_weight, p_features_5_block_2_fc2_bias);  relu_2 = p_features_5_block_2_fc2_weight = p_features_5_block_2_fc2_bias = None

         # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_2: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_19);  conv2d_19 = None

         # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_2: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_2, hardswish__4);  hardsigmoid_2 = hardswish__4 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_20: "f32[1, 40, 4, 4]" = torch.ops.aten.conv2d.default(mul_2, p_features_5_block_3_0_weight);  mul_2 = p_features_5_block_3_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_14: "f32[1, 40, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_20, p_features_5_block_3_1_weight, p_features_5_block_3_1_bias, b_features_5_block_3_1_running_mean, b_features_5_block_3_1_running_var, False, 0.01, 0.001, True);  conv2d_20 = p_features_5_block_3_1_weight = p_features_5_block_3_1_bias = b_features_5_block_3_1_running_mean = b_features_5_block_3_1_running_var = None

         # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add__1: "f32[1, 40, 4, 4]" = torch.ops.aten.add_.Tensor(batch_norm_14, batch_norm_11);  batch_norm_14 = batch_norm_11 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_21: "f32[1, 240, 4, 4]" = torch.ops.aten.conv2d.default(add__1, p_features_6_block_0_0_weight);  p_features_6_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_15: "f32[1, 240, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_21, p_features_6_block_0_1_weight, p_features_6_block_0_1_bias, b_features_6_block_0_1_running_mean, b_features_6_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_21 = p_features_6_block_0_1_weight = p_features_6_block_0_1_bias = b_features_6_block_0_1_running_mean = b_features_6_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__5: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish_.default(batch_norm_15);  batch_norm_15 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_22: "f32[1, 240, 4, 4]" = torch.ops.aten.conv2d.default(hardswish__5, p_features_6_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 240);  hardswish__5 = p_features_6_block_1_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_16: "f32[1, 240, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_22, p_features_6_block_1_1_weight, p_features_6_block_1_1_bias, b_features_6_block_1_1_running_mean, b_features_6_block_1_1_running_var, False, 0.01, 0.001, True);  conv2d_22 = p_features_6_block_1_1_weight = p_features_6_block_1_1_bias = b_features_6_block_1_1_running_mean = b_features_6_block_1_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__6: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish_.default(batch_norm_16);  batch_norm_16 = None

         # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_3: "f32[1, 240, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish__6, [1, 1])

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_23: "f32[1, 64, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_3, p_features_6_block_2_fc1_weight, p_features_6_block_2_fc1_bias);  adaptive_avg_pool2d_3 = p_features_6_block_2_fc1_weight = p_features_6_block_2_fc1_bias = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_3: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(conv2d_23);  conv2d_23 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_24: "f32[1, 240, 1, 1]" = torch.ops.aten.conv2d.default(relu_3, p_features_6_block_2_fc2_weight, p_features_6_block_2_fc2_bias);  relu_3 = p_features_6_block_2_fc2_weight = p_features_6_block_2_fc2_bias = None

         # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_3: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_24);  conv2d_24 = None

         # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_3: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_3, hardswish__6);  hardsigmoid_3 = hardswish__6 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_25: "f32[1, 40, 4, 4]" = torch.ops.aten.conv2d.default(mul_3, p_features_6_block_3_0_weight);  mul_3 = p_features_6_block_3_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_17: "f32[1, 40, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_25, p_features_6_block_3_1_weight, p_features_6_block_3_1_bias, b_features_6_block_3_1_running_mean, b_features_6_block_3_1_running_var, False, 0.01, 0.001, True);  conv2d_25 = p_features_6_block_3_1_weight = p_features_6_block_3_1_bias = b_features_6_block_3_1_running_mean = b_features_6_block_3_1_running_var = None

         # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add__2: "f32[1, 40, 4, 4]" = torch.ops.aten.add_.Tensor(batch_norm_17, add__1);  batch_norm_17 = add__1 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_26: "f32[1, 120, 4, 4]" = torch.ops.aten.conv2d.default(add__2, p_features_7_block_0_0_weight);  add__2 = p_features_7_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_18: "f32[1, 120, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_26, p_features_7_block_0_1_weight, p_features_7_block_0_1_bias, b_features_7_block_0_1_running_mean, b_features_7_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_26 = p_features_7_block_0_1_weight = p_features_7_block_0_1_bias = b_features_7_block_0_1_running_mean = b_features_7_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__7: "f32[1, 120, 4, 4]" = torch.ops.aten.hardswish_.default(batch_norm_18);  batch_norm_18 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_27: "f32[1, 120, 4, 4]" = torch.ops.aten.conv2d.default(hardswish__7, p_features_7_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 120);  hardswish__7 = p_features_7_block_1_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_19: "f32[1, 120, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_27, p_features_7_block_1_1_weight, p_features_7_block_1_1_bias, b_features_7_block_1_1_running_mean, b_features_7_block_1_1_running_var, False, 0.01, 0.001, True);  conv2d_27 = p_features_7_block_1_1_weight = p_features_7_block_1_1_bias = b_features_7_block_1_1_running_mean = b_features_7_block_1_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__8: "f32[1, 120, 4, 4]" = torch.ops.aten.hardswish_.default(batch_norm_19);  batch_norm_19 = None

         # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_4: "f32[1, 120, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish__8, [1, 1])

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_28: "f32[1, 32, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_4, p_features_7_block_2_fc1_weight, p_features_7_block_2_fc1_bias);  adaptive_avg_pool2d_4 = p_features_7_block_2_fc1_weight = p_features_7_block_2_fc1_bias = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_4: "f32[1, 32, 1, 1]" = torch.ops.aten.relu.default(conv2d_28);  conv2d_28 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_29: "f32[1, 120, 1, 1]" = torch.ops.aten.conv2d.default(relu_4, p_features_7_block_2_fc2_weight, p_features_7_block_2_fc2_bias);  relu_4 = p_features_7_block_2_fc2_weight = p_features_7_block_2_fc2_bias = None

         # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_4: "f32[1, 120, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_29);  conv2d_29 = None

         # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_4: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_4, hardswish__8);  hardsigmoid_4 = hardswish__8 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_30: "f32[1, 48, 4, 4]" = torch.ops.aten.conv2d.default(mul_4, p_features_7_block_3_0_weight);  mul_4 = p_features_7_block_3_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_20: "f32[1, 48, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_30, p_features_7_block_3_1_weight, p_features_7_block_3_1_bias, b_features_7_block_3_1_running_mean, b_features_7_block_3_1_running_var, False, 0.01, 0.001, True);  conv2d_30 = p_features_7_block_3_1_weight = p_features_7_block_3_1_bias = b_features_7_block_3_1_running_mean = b_features_7_block_3_1_running_var = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_31: "f32[1, 144, 4, 4]" = torch.ops.aten.conv2d.default(batch_norm_20, p_features_8_block_0_0_weight);  p_features_8_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_21: "f32[1, 144, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_31, p_features_8_block_0_1_weight, p_features_8_block_0_1_bias, b_features_8_block_0_1_running_mean, b_features_8_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_31 = p_features_8_block_0_1_weight = p_features_8_block_0_1_bias = b_features_8_block_0_1_running_mean = b_features_8_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__9: "f32[1, 144, 4, 4]" = torch.ops.aten.hardswish_.default(batch_norm_21);  batch_norm_21 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_32: "f32[1, 144, 4, 4]" = torch.ops.aten.conv2d.default(hardswish__9, p_features_8_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 144);  hardswish__9 = p_features_8_block_1_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_22: "f32[1, 144, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_32, p_features_8_block_1_1_weight, p_features_8_block_1_1_bias, b_features_8_block_1_1_running_mean, b_features_8_block_1_1_running_var, False, 0.01, 0.001, True);  conv2d_32 = p_features_8_block_1_1_weight = p_features_8_block_1_1_bias = b_features_8_block_1_1_running_mean = b_features_8_block_1_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__10: "f32[1, 144, 4, 4]" = torch.ops.aten.hardswish_.default(batch_norm_22);  batch_norm_22 = None

         # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_5: "f32[1, 144, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish__10, [1, 1])

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_33: "f32[1, 40, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_5, p_features_8_block_2_fc1_weight, p_features_8_block_2_fc1_bias);  adaptive_avg_pool2d_5 = p_features_8_block_2_fc1_weight = p_features_8_block_2_fc1_bias = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_5: "f32[1, 40, 1, 1]" = torch.ops.aten.relu.default(conv2d_33);  conv2d_33 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_34: "f32[1, 144, 1, 1]" = torch.ops.aten.conv2d.default(relu_5, p_features_8_block_2_fc2_weight, p_features_8_block_2_fc2_bias);  relu_5 = p_features_8_block_2_fc2_weight = p_features_8_block_2_fc2_bias = None

         # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_5: "f32[1, 144, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_34);  conv2d_34 = None

         # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_5: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_5, hardswish__10);  hardsigmoid_5 = hardswish__10 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_35: "f32[1, 48, 4, 4]" = torch.ops.aten.conv2d.default(mul_5, p_features_8_block_3_0_weight);  mul_5 = p_features_8_block_3_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_23: "f32[1, 48, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_35, p_features_8_block_3_1_weight, p_features_8_block_3_1_bias, b_features_8_block_3_1_running_mean, b_features_8_block_3_1_running_var, False, 0.01, 0.001, True);  conv2d_35 = p_features_8_block_3_1_weight = p_features_8_block_3_1_bias = b_features_8_block_3_1_running_mean = b_features_8_block_3_1_running_var = None

         # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add__3: "f32[1, 48, 4, 4]" = torch.ops.aten.add_.Tensor(batch_norm_23, batch_norm_20);  batch_norm_23 = batch_norm_20 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_36: "f32[1, 288, 4, 4]" = torch.ops.aten.conv2d.default(add__3, p_features_9_block_0_0_weight);  add__3 = p_features_9_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_24: "f32[1, 288, 4, 4]" = torch.ops.aten.batch_norm.default(conv2d_36, p_features_9_block_0_1_weight, p_features_9_block_0_1_bias, b_features_9_block_0_1_running_mean, b_features_9_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_36 = p_features_9_block_0_1_weight = p_features_9_block_0_1_bias = b_features_9_block_0_1_running_mean = b_features_9_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__11: "f32[1, 288, 4, 4]" = torch.ops.aten.hardswish_.default(batch_norm_24);  batch_norm_24 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_37: "f32[1, 288, 2, 2]" = torch.ops.aten.conv2d.default(hardswish__11, p_features_9_block_1_0_weight, None, [2, 2], [2, 2], [1, 1], 288);  hardswish__11 = p_features_9_block_1_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_25: "f32[1, 288, 2, 2]" = torch.ops.aten.batch_norm.default(conv2d_37, p_features_9_block_1_1_weight, p_features_9_block_1_1_bias, b_features_9_block_1_1_running_mean, b_features_9_block_1_1_running_var, False, 0.01, 0.001, True);  conv2d_37 = p_features_9_block_1_1_weight = p_features_9_block_1_1_bias = b_features_9_block_1_1_running_mean = b_features_9_block_1_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__12: "f32[1, 288, 2, 2]" = torch.ops.aten.hardswish_.default(batch_norm_25);  batch_norm_25 = None

         # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_6: "f32[1, 288, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish__12, [1, 1])

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_38: "f32[1, 72, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_6, p_features_9_block_2_fc1_weight, p_features_9_block_2_fc1_bias);  adaptive_avg_pool2d_6 = p_features_9_block_2_fc1_weight = p_features_9_block_2_fc1_bias = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_6: "f32[1, 72, 1, 1]" = torch.ops.aten.relu.default(conv2d_38);  conv2d_38 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_39: "f32[1, 288, 1, 1]" = torch.ops.aten.conv2d.default(relu_6, p_features_9_block_2_fc2_weight, p_features_9_block_2_fc2_bias);  relu_6 = p_features_9_block_2_fc2_weight = p_features_9_block_2_fc2_bias = None

         # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_6: "f32[1, 288, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_39);  conv2d_39 = None

         # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_6: "f32[1, 288, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_6, hardswish__12);  hardsigmoid_6 = hardswish__12 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_40: "f32[1, 96, 2, 2]" = torch.ops.aten.conv2d.default(mul_6, p_features_9_block_3_0_weight);  mul_6 = p_features_9_block_3_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_26: "f32[1, 96, 2, 2]" = torch.ops.aten.batch_norm.default(conv2d_40, p_features_9_block_3_1_weight, p_features_9_block_3_1_bias, b_features_9_block_3_1_running_mean, b_features_9_block_3_1_running_var, False, 0.01, 0.001, True);  conv2d_40 = p_features_9_block_3_1_weight = p_features_9_block_3_1_bias = b_features_9_block_3_1_running_mean = b_features_9_block_3_1_running_var = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_41: "f32[1, 576, 2, 2]" = torch.ops.aten.conv2d.default(batch_norm_26, p_features_10_block_0_0_weight);  p_features_10_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_27: "f32[1, 576, 2, 2]" = torch.ops.aten.batch_norm.default(conv2d_41, p_features_10_block_0_1_weight, p_features_10_block_0_1_bias, b_features_10_block_0_1_running_mean, b_features_10_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_41 = p_features_10_block_0_1_weight = p_features_10_block_0_1_bias = b_features_10_block_0_1_running_mean = b_features_10_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__13: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish_.default(batch_norm_27);  batch_norm_27 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_42: "f32[1, 576, 2, 2]" = torch.ops.aten.conv2d.default(hardswish__13, p_features_10_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 576);  hardswish__13 = p_features_10_block_1_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_28: "f32[1, 576, 2, 2]" = torch.ops.aten.batch_norm.default(conv2d_42, p_features_10_block_1_1_weight, p_features_10_block_1_1_bias, b_features_10_block_1_1_running_mean, b_features_10_block_1_1_running_var, False, 0.01, 0.001, True);  conv2d_42 = p_features_10_block_1_1_weight = p_features_10_block_1_1_bias = b_features_10_block_1_1_running_mean = b_features_10_block_1_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__14: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish_.default(batch_norm_28);  batch_norm_28 = None

         # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_7: "f32[1, 576, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish__14, [1, 1])

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_43: "f32[1, 144, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_7, p_features_10_block_2_fc1_weight, p_features_10_block_2_fc1_bias);  adaptive_avg_pool2d_7 = p_features_10_block_2_fc1_weight = p_features_10_block_2_fc1_bias = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_7: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(conv2d_43);  conv2d_43 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_44: "f32[1, 576, 1, 1]" = torch.ops.aten.conv2d.default(relu_7, p_features_10_block_2_fc2_weight, p_features_10_block_2_fc2_bias);  relu_7 = p_features_10_block_2_fc2_weight = p_features_10_block_2_fc2_bias = None

         # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_7: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_44);  conv2d_44 = None

         # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_7: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_7, hardswish__14);  hardsigmoid_7 = hardswish__14 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_45: "f32[1, 96, 2, 2]" = torch.ops.aten.conv2d.default(mul_7, p_features_10_block_3_0_weight);  mul_7 = p_features_10_block_3_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_29: "f32[1, 96, 2, 2]" = torch.ops.aten.batch_norm.default(conv2d_45, p_features_10_block_3_1_weight, p_features_10_block_3_1_bias, b_features_10_block_3_1_running_mean, b_features_10_block_3_1_running_var, False, 0.01, 0.001, True);  conv2d_45 = p_features_10_block_3_1_weight = p_features_10_block_3_1_bias = b_features_10_block_3_1_running_mean = b_features_10_block_3_1_running_var = None

         # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add__4: "f32[1, 96, 2, 2]" = torch.ops.aten.add_.Tensor(batch_norm_29, batch_norm_26);  batch_norm_29 = batch_norm_26 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_46: "f32[1, 576, 2, 2]" = torch.ops.aten.conv2d.default(add__4, p_features_11_block_0_0_weight);  p_features_11_block_0_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_30: "f32[1, 576, 2, 2]" = torch.ops.aten.batch_norm.default(conv2d_46, p_features_11_block_0_1_weight, p_features_11_block_0_1_bias, b_features_11_block_0_1_running_mean, b_features_11_block_0_1_running_var, False, 0.01, 0.001, True);  conv2d_46 = p_features_11_block_0_1_weight = p_features_11_block_0_1_bias = b_features_11_block_0_1_running_mean = b_features_11_block_0_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__15: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish_.default(batch_norm_30);  batch_norm_30 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_47: "f32[1, 576, 2, 2]" = torch.ops.aten.conv2d.default(hardswish__15, p_features_11_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 576);  hardswish__15 = p_features_11_block_1_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_31: "f32[1, 576, 2, 2]" = torch.ops.aten.batch_norm.default(conv2d_47, p_features_11_block_1_1_weight, p_features_11_block_1_1_bias, b_features_11_block_1_1_running_mean, b_features_11_block_1_1_running_var, False, 0.01, 0.001, True);  conv2d_47 = p_features_11_block_1_1_weight = p_features_11_block_1_1_bias = b_features_11_block_1_1_running_mean = b_features_11_block_1_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__16: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish_.default(batch_norm_31);  batch_norm_31 = None

         # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_8: "f32[1, 576, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish__16, [1, 1])

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_48: "f32[1, 144, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_8, p_features_11_block_2_fc1_weight, p_features_11_block_2_fc1_bias);  adaptive_avg_pool2d_8 = p_features_11_block_2_fc1_weight = p_features_11_block_2_fc1_bias = None

         # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu_8: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(conv2d_48);  conv2d_48 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_49: "f32[1, 576, 1, 1]" = torch.ops.aten.conv2d.default(relu_8, p_features_11_block_2_fc2_weight, p_features_11_block_2_fc2_bias);  relu_8 = p_features_11_block_2_fc2_weight = p_features_11_block_2_fc2_bias = None

         # File: torch/nn/modules/activation.py:Hardsigmoid.forward in forward, code: return F.hardsigmoid(input, self.inplace)
        hardsigmoid_8: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid.default(conv2d_49);  conv2d_49 = None

         # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_8: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_8, hardswish__16);  hardsigmoid_8 = hardswish__16 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_50: "f32[1, 96, 2, 2]" = torch.ops.aten.conv2d.default(mul_8, p_features_11_block_3_0_weight);  mul_8 = p_features_11_block_3_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_32: "f32[1, 96, 2, 2]" = torch.ops.aten.batch_norm.default(conv2d_50, p_features_11_block_3_1_weight, p_features_11_block_3_1_bias, b_features_11_block_3_1_running_mean, b_features_11_block_3_1_running_var, False, 0.01, 0.001, True);  conv2d_50 = p_features_11_block_3_1_weight = p_features_11_block_3_1_bias = b_features_11_block_3_1_running_mean = b_features_11_block_3_1_running_var = None

         # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add__5: "f32[1, 96, 2, 2]" = torch.ops.aten.add_.Tensor(batch_norm_32, add__4);  batch_norm_32 = add__4 = None

         # File: torch/nn/modules/conv.py:Conv2d.forward in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_51: "f32[1, 576, 2, 2]" = torch.ops.aten.conv2d.default(add__5, p_features_12_0_weight);  add__5 = p_features_12_0_weight = None

         # File: torch/nn/modules/batchnorm.py:_BatchNorm.forward in forward, code: return F.batch_norm(
        batch_norm_33: "f32[1, 576, 2, 2]" = torch.ops.aten.batch_norm.default(conv2d_51, p_features_12_1_weight, p_features_12_1_bias, b_features_12_1_running_mean, b_features_12_1_running_var, False, 0.01, 0.001, True);  conv2d_51 = p_features_12_1_weight = p_features_12_1_bias = b_features_12_1_running_mean = b_features_12_1_running_var = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__17: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish_.default(batch_norm_33);  batch_norm_33 = None

         # File: torch/nn/modules/pooling.py:AdaptiveAvgPool2d.forward in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_9: "f32[1, 576, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(hardswish__17, [1, 1]);  hardswish__17 = None

         # File: torchvision/models/mobilenetv3.py:MobileNetV3.forward in forward, code: return self._forward_impl(x)
        flatten: "f32[1, 576]" = torch.ops.aten.flatten.using_ints(adaptive_avg_pool2d_9, 1);  adaptive_avg_pool2d_9 = None

         # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[1, 1024]" = torch.ops.aten.linear.default(flatten, p_classifier_0_weight, p_classifier_0_bias);  flatten = p_classifier_0_weight = p_classifier_0_bias = None

         # File: torch/nn/modules/activation.py:Hardswish.forward in forward, code: return F.hardswish(input, self.inplace)
        hardswish__18: "f32[1, 1024]" = torch.ops.aten.hardswish_.default(linear);  linear = None

         # File: torch/nn/modules/dropout.py:Dropout.forward in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_: "f32[1, 1024]" = torch.ops.aten.dropout_.default(hardswish__18, 0.2, False);  hardswish__18 = None

         # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear_1: "f32[1, 1000]" = torch.ops.aten.linear.default(dropout_, p_classifier_3_weight, p_classifier_3_bias);  dropout_ = p_classifier_3_weight = p_classifier_3_bias = None
        return (linear_1,)
