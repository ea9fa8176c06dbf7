# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_layers_modules_0_parameters_weight_: "f32[4, 4]", L_self_modules_layers_modules_0_parameters_bias_: "f32[4]", L_x_: "f32[2, 4]", L_self_modules_layers_modules_1_parameters_weight_: "f32[4, 4]", L_self_modules_layers_modules_1_parameters_bias_: "f32[4]", L_self_modules_layers_modules_2_parameters_weight_: "f32[4, 4]", L_self_modules_layers_modules_2_parameters_bias_: "f32[4]"):
        l_self_modules_layers_modules_0_parameters_weight_ = L_self_modules_layers_modules_0_parameters_weight_
        l_self_modules_layers_modules_0_parameters_bias_ = L_self_modules_layers_modules_0_parameters_bias_
        l_x_ = L_x_
        l_self_modules_layers_modules_1_parameters_weight_ = L_self_modules_layers_modules_1_parameters_weight_
        l_self_modules_layers_modules_1_parameters_bias_ = L_self_modules_layers_modules_1_parameters_bias_
        l_self_modules_layers_modules_2_parameters_weight_ = L_self_modules_layers_modules_2_parameters_weight_
        l_self_modules_layers_modules_2_parameters_bias_ = L_self_modules_layers_modules_2_parameters_bias_

         # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        linear: "f32[2, 4]" = torch._C._nn.linear(l_x_, l_self_modules_layers_modules_0_parameters_weight_, l_self_modules_layers_modules_0_parameters_bias_);  l_x_ = l_self_modules_layers_modules_0_parameters_weight_ = l_self_modules_layers_modules_0_parameters_bias_ = None
        x: "f32[2, 4]" = torch.relu(linear);  linear = None
        linear_1: "f32[2, 4]" = torch._C._nn.linear(x, l_self_modules_layers_modules_1_parameters_weight_, l_self_modules_layers_modules_1_parameters_bias_);  x = l_self_modules_layers_modules_1_parameters_weight_ = l_self_modules_layers_modules_1_parameters_bias_ = None
        x_1: "f32[2, 4]" = torch.relu(linear_1);  linear_1 = None
        linear_2: "f32[2, 4]" = torch._C._nn.linear(x_1, l_self_modules_layers_modules_2_parameters_weight_, l_self_modules_layers_modules_2_parameters_bias_);  x_1 = l_self_modules_layers_modules_2_parameters_weight_ = l_self_modules_layers_modules_2_parameters_bias_ = None
        x_2: "f32[2, 4]" = torch.relu(linear_2);  linear_2 = None
        return (x_2,)
