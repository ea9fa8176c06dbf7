# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_params_w_: "f32[2]", L_params_b_: "f32[2]"):
        l_params_w_ = L_params_w_
        l_params_b_ = L_params_b_

        # File: cases/torch_types.py:dict_str_tensor:5 in dict_str_tensor, code: out[key] = params[key] * 2.0
        mul: "f32[2]" = l_params_w_ * 2.0;  l_params_w_ = None
        mul_1: "f32[2]" = l_params_b_ * 2.0;  l_params_b_ = None

        # File: cases/torch_types.py:dict_str_tensor:6 in dict_str_tensor, code: out["extra"] = params.get("missing", torch.ones(1))
        ones: "f32[1]" = torch.ones(1)
        return (mul, mul_1, ones)
