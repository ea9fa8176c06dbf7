# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 4]", L_self_modules_proj_parameters_weight_: "f32[4, 4]", L_self_modules_proj_parameters_bias_: "f32[4]"):
        l_x_ = L_x_
        l_self_modules_proj_parameters_weight_ = L_self_modules_proj_parameters_weight_
        l_self_modules_proj_parameters_bias_ = L_self_modules_proj_parameters_bias_

         # File: cases/torch_types.py:_RunningMean.__init__:2 in __init__, code: self.total = torch.zeros(size)
        zeros: "f32[4]" = torch.zeros(4)

         # File: cases/torch_types.py:ScriptClassInModule.forward:3 in forward, code: for row in x:
        row: "f32[4]" = l_x_[0]
        row_1: "f32[4]" = l_x_[1];  l_x_ = None

         # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        linear: "f32[4]" = torch._C._nn.linear(row, l_self_modules_proj_parameters_weight_, l_self_modules_proj_parameters_bias_);  row = None

         # File: cases/torch_types.py:_RunningMean.add:2 in add, code: self.total = self.total + x
        add: "f32[4]" = zeros + linear;  zeros = linear = None

         # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        linear_1: "f32[4]" = torch._C._nn.linear(row_1, l_self_modules_proj_parameters_weight_, l_self_modules_proj_parameters_bias_);  row_1 = l_self_modules_proj_parameters_weight_ = l_self_modules_proj_parameters_bias_ = None

         # File: cases/torch_types.py:_RunningMean.add:2 in add, code: self.total = self.total + x
        add_1: "f32[4]" = add + linear_1;  add = linear_1 = None

         # File: cases/torch_types.py:_RunningMean.mean:2 in mean, code: return self.total / max(self.count, 1)
        truediv: "f32[4]" = add_1 / 2;  add_1 = None
        return (truediv,)
