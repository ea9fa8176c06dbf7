# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        value = L_x_

        # File: cases/torch_frontend.py:dict_of_tensors:3 in dict_of_tensors, code: parts: Dict[str, torch.Tensor] = {"a": x, "b": x * 2.0}
        value_1 = value * 2.0

        # File: cases/torch_frontend.py:dict_of_tensors:5 in dict_of_tensors, code: parts["c"] = x - 1.0
        value_2 = value - 1.0

        # File: cases/torch_frontend.py:dict_of_tensors:6 in dict_of_tensors, code: total = torch.zeros_like(x)
        total = torch.zeros_like(value)

        # File: cases/torch_frontend.py:dict_of_tensors:8 in dict_of_tensors, code: total = total + value
        total_1 = total + value;  total = value = None
        total_2 = total_1 + value_1;  total_1 = value_1 = None
        total_3 = total_2 + value_2;  total_2 = value_2 = None
        return (total_3,)
