class GraphModule(torch.nn.Module):
    def forward(self, p_seq_0_weight: "f32[4, 4]", p_seq_0_bias: "f32[4]", p_seq_2_weight: "f32[4, 4]", p_seq_2_bias: "f32[4]", p_heads_0_weight: "f32[2, 4]", p_heads_0_bias: "f32[2]", p_heads_1_weight: "f32[2, 4]", p_heads_1_bias: "f32[2]", x: "f32[2, 4]"):
        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[2, 4]" = torch.ops.aten.linear.default(x, p_seq_0_weight, p_seq_0_bias);  x = p_seq_0_weight = p_seq_0_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu: "f32[2, 4]" = torch.ops.aten.relu.default(linear);  linear = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear_1: "f32[2, 4]" = torch.ops.aten.linear.default(relu, p_seq_2_weight, p_seq_2_bias);  relu = p_seq_2_weight = p_seq_2_bias = None

        # File: cases/torch_types.py:SequentialIteration.forward:4 in forward, code: out = torch.zeros(x.size(0), 2)
        zeros: "f32[2, 2]" = torch.ops.aten.zeros.default([2, 2], device = device(type='cpu'), pin_memory = False)

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear_2: "f32[2, 2]" = torch.ops.aten.linear.default(linear_1, p_heads_0_weight, p_heads_0_bias);  p_heads_0_weight = p_heads_0_bias = None

        # File: cases/torch_types.py:SequentialIteration.forward:6 in forward, code: out = out + head(x) * float(i + 1)
        mul: "f32[2, 2]" = torch.ops.aten.mul.Tensor(linear_2, 1.0);  linear_2 = None
        add: "f32[2, 2]" = torch.ops.aten.add.Tensor(zeros, mul);  zeros = mul = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear_3: "f32[2, 2]" = torch.ops.aten.linear.default(linear_1, p_heads_1_weight, p_heads_1_bias);  linear_1 = p_heads_1_weight = p_heads_1_bias = None

        # File: cases/torch_types.py:SequentialIteration.forward:6 in forward, code: out = out + head(x) * float(i + 1)
        mul_1: "f32[2, 2]" = torch.ops.aten.mul.Tensor(linear_3, 2.0);  linear_3 = None
        add_1: "f32[2, 2]" = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
        return (add_1,)
