# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_fc_parameters_weight_: "f32[8, 8]", L_self_modules_fc_parameters_bias_: "f32[8]", L_x_: "f32[2, 8]"):
        l_self_modules_fc_parameters_weight_ = L_self_modules_fc_parameters_weight_
        l_self_modules_fc_parameters_bias_ = L_self_modules_fc_parameters_bias_
        l_x_ = L_x_

         # File: cases/torch_real_code.py:DropoutNet.forward:2 in forward, code: return self.drop(self.fc(x))
        linear: "f32[2, 8]" = torch._C._nn.linear(l_x_, l_self_modules_fc_parameters_weight_, l_self_modules_fc_parameters_bias_);  l_x_ = l_self_modules_fc_parameters_weight_ = l_self_modules_fc_parameters_bias_ = None
        dropout: "f32[2, 8]" = torch.nn.functional.dropout(linear, 0.5, True, False);  linear = None
        return (dropout,)
