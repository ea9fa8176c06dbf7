# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_fn_modules_0_parameters_weight_: "f32[3, 4]", L_fn_modules_0_parameters_bias_: "f32[3]", L_args_0_: "f32[2, 4]"):
        l_fn_modules_0_parameters_weight_ = L_fn_modules_0_parameters_weight_
        l_fn_modules_0_parameters_bias_ = L_fn_modules_0_parameters_bias_
        l_args_0_ = L_args_0_

         # File: torch/_dynamo/external_utils.py:wrap_inline.inner in inner, code: return fn(*args, **kwargs)
        input_1: "f32[2, 3]" = torch._C._nn.linear(l_args_0_, l_fn_modules_0_parameters_weight_, l_fn_modules_0_parameters_bias_);  l_args_0_ = l_fn_modules_0_parameters_weight_ = l_fn_modules_0_parameters_bias_ = None
        input_2: "f32[2, 3]" = torch.nn.functional.relu(input_1, inplace = False);  input_1 = None
        return (input_2,)
