# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:dict_of_tensors:3 in dict_of_tensors, code: parts: Dict[str, torch.Tensor] = {"a": x, "b": x * 2.0}
        value: "f32[2, 3]" = l_x_ * 2.0

        # File: cases/torch_frontend.py:dict_of_tensors:5 in dict_of_tensors, code: parts["c"] = x - 1.0
        value_1: "f32[2, 3]" = l_x_ - 1.0

        # File: cases/torch_frontend.py:dict_of_tensors:6 in dict_of_tensors, code: total = torch.zeros_like(x)
        total: "f32[2, 3]" = torch.zeros_like(l_x_)

        # File: cases/torch_frontend.py:dict_of_tensors:8 in dict_of_tensors, code: total = total + value
        total_1: "f32[2, 3]" = total + l_x_;  total = l_x_ = None
        total_2: "f32[2, 3]" = total_1 + value;  total_1 = value = None
        total_3: "f32[2, 3]" = total_2 + value_1;  total_2 = value_1 = None
        return (total_3,)
