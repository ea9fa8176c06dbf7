# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_linear_parameters_weight_: "f32[4, 3]", L_self_modules_linear_parameters_bias_: "f32[4]", L_x_: "f32[2, 3]"):
        l_self_modules_linear_parameters_weight_ = L_self_modules_linear_parameters_weight_
        l_self_modules_linear_parameters_bias_ = L_self_modules_linear_parameters_bias_
        l_x_ = L_x_

         # File: cases/torch_models.py:LinearReluIf.forward:2 in forward, code: y = self.relu(self.linear(x))
        linear: "f32[2, 4]" = torch._C._nn.linear(l_x_, l_self_modules_linear_parameters_weight_, l_self_modules_linear_parameters_bias_);  l_self_modules_linear_parameters_weight_ = l_self_modules_linear_parameters_bias_ = None
        y: "f32[2, 4]" = torch.nn.functional.relu(linear, inplace = False);  linear = None

         # File: cases/torch_models.py:LinearReluIf.forward:3 in forward, code: if bool(x.sum() > 0):
        sum_1: "f32[]" = l_x_.sum();  l_x_ = None
        gt: "b8[]" = sum_1 > 0;  sum_1 = None
        return (gt, y)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_y_: "f32[2, 4]"):
        l_y_ = L_y_

         # File: cases/torch_models.py:LinearReluIf.forward:4 in torch_dynamo_resume_in_forward_at_LinearReluIf.forward:3, code: y = y * 2.0
        y: "f32[2, 4]" = l_y_ * 2.0;  l_y_ = None
        return (y,)
