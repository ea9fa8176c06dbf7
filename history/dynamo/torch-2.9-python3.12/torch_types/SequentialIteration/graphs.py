# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_seq_modules_0_parameters_weight_: "f32[4, 4]", L_self_modules_seq_modules_0_parameters_bias_: "f32[4]", L_x_: "f32[2, 4]", L_self_modules_seq_modules_2_parameters_weight_: "f32[4, 4]", L_self_modules_seq_modules_2_parameters_bias_: "f32[4]", L_self_modules_heads_modules_0_parameters_weight_: "f32[2, 4]", L_self_modules_heads_modules_0_parameters_bias_: "f32[2]", L_self_modules_heads_modules_1_parameters_weight_: "f32[2, 4]", L_self_modules_heads_modules_1_parameters_bias_: "f32[2]"):
        l_self_modules_seq_modules_0_parameters_weight_ = L_self_modules_seq_modules_0_parameters_weight_
        l_self_modules_seq_modules_0_parameters_bias_ = L_self_modules_seq_modules_0_parameters_bias_
        l_x_ = L_x_
        l_self_modules_seq_modules_2_parameters_weight_ = L_self_modules_seq_modules_2_parameters_weight_
        l_self_modules_seq_modules_2_parameters_bias_ = L_self_modules_seq_modules_2_parameters_bias_
        l_self_modules_heads_modules_0_parameters_weight_ = L_self_modules_heads_modules_0_parameters_weight_
        l_self_modules_heads_modules_0_parameters_bias_ = L_self_modules_heads_modules_0_parameters_bias_
        l_self_modules_heads_modules_1_parameters_weight_ = L_self_modules_heads_modules_1_parameters_weight_
        l_self_modules_heads_modules_1_parameters_bias_ = L_self_modules_heads_modules_1_parameters_bias_

         # File: cases/torch_types.py:SequentialIteration.forward:3 in forward, code: x = layer(x)
        x: "f32[2, 4]" = torch._C._nn.linear(l_x_, l_self_modules_seq_modules_0_parameters_weight_, l_self_modules_seq_modules_0_parameters_bias_);  l_x_ = l_self_modules_seq_modules_0_parameters_weight_ = l_self_modules_seq_modules_0_parameters_bias_ = None
        x_1: "f32[2, 4]" = torch.nn.functional.relu(x, inplace = False);  x = None
        x_2: "f32[2, 4]" = torch._C._nn.linear(x_1, l_self_modules_seq_modules_2_parameters_weight_, l_self_modules_seq_modules_2_parameters_bias_);  x_1 = l_self_modules_seq_modules_2_parameters_weight_ = l_self_modules_seq_modules_2_parameters_bias_ = None

         # File: cases/torch_types.py:SequentialIteration.forward:4 in forward, code: out = torch.zeros(x.size(0), 2)
        out: "f32[2, 2]" = torch.zeros(2, 2)

         # File: cases/torch_types.py:SequentialIteration.forward:6 in forward, code: out = out + head(x) * float(i + 1)
        linear_2: "f32[2, 2]" = torch._C._nn.linear(x_2, l_self_modules_heads_modules_0_parameters_weight_, l_self_modules_heads_modules_0_parameters_bias_);  l_self_modules_heads_modules_0_parameters_weight_ = l_self_modules_heads_modules_0_parameters_bias_ = None
        mul: "f32[2, 2]" = linear_2 * 1.0;  linear_2 = None
        out_1: "f32[2, 2]" = out + mul;  out = mul = None
        linear_3: "f32[2, 2]" = torch._C._nn.linear(x_2, l_self_modules_heads_modules_1_parameters_weight_, l_self_modules_heads_modules_1_parameters_bias_);  x_2 = l_self_modules_heads_modules_1_parameters_weight_ = l_self_modules_heads_modules_1_parameters_bias_ = None
        mul_1: "f32[2, 2]" = linear_3 * 2.0;  linear_3 = None
        out_2: "f32[2, 2]" = out_1 + mul_1;  out_1 = mul_1 = None
        return (out_2,)
