class GraphModule(torch.nn.Module):
    def forward(self, p_seq_0_weight: "f32[4, 4]", p_seq_0_bias: "f32[4]", p_seq_2_weight: "f32[4, 4]", p_seq_2_bias: "f32[4]", p_heads_0_weight: "f32[2, 4]", p_heads_0_bias: "f32[2]", p_heads_1_weight: "f32[2, 4]", p_heads_1_bias: "f32[2]", x: "f32[2, 4]"):
        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        permute: "f32[4, 4]" = torch.ops.aten.permute.default(p_seq_0_weight, [1, 0]);  p_seq_0_weight = None
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(p_seq_0_bias, x, permute);  p_seq_0_bias = x = permute = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu: "f32[2, 4]" = torch.ops.aten.relu.default(addmm);  addmm = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        permute_1: "f32[4, 4]" = torch.ops.aten.permute.default(p_seq_2_weight, [1, 0]);  p_seq_2_weight = None
        addmm_1: "f32[2, 4]" = torch.ops.aten.addmm.default(p_seq_2_bias, relu, permute_1);  p_seq_2_bias = relu = permute_1 = None

        # File: cases/torch_types.py:SequentialIteration.forward:4 in forward, code: out = torch.zeros(x.size(0), 2)
        full: "f32[2, 2]" = torch.ops.aten.full.default([2, 2], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        permute_2: "f32[4, 2]" = torch.ops.aten.permute.default(p_heads_0_weight, [1, 0]);  p_heads_0_weight = None
        addmm_2: "f32[2, 2]" = torch.ops.aten.addmm.default(p_heads_0_bias, addmm_1, permute_2);  p_heads_0_bias = permute_2 = None

        # File: cases/torch_types.py:SequentialIteration.forward:6 in forward, code: out = out + head(x) * float(i + 1)
        mul: "f32[2, 2]" = torch.ops.aten.mul.Tensor(addmm_2, 1.0);  addmm_2 = None
        add: "f32[2, 2]" = torch.ops.aten.add.Tensor(full, mul);  full = mul = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        permute_3: "f32[4, 2]" = torch.ops.aten.permute.default(p_heads_1_weight, [1, 0]);  p_heads_1_weight = None
        addmm_3: "f32[2, 2]" = torch.ops.aten.addmm.default(p_heads_1_bias, addmm_1, permute_3);  p_heads_1_bias = addmm_1 = permute_3 = None

        # File: cases/torch_types.py:SequentialIteration.forward:6 in forward, code: out = out + head(x) * float(i + 1)
        mul_1: "f32[2, 2]" = torch.ops.aten.mul.Tensor(addmm_3, 2.0);  addmm_3 = None
        add_1: "f32[2, 2]" = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
        return (add_1,)
