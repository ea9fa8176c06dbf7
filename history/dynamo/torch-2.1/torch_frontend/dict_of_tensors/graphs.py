# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:dict_of_tensors:3, code: parts: Dict[str, torch.Tensor] = {"a": x, "b": x * 2.0}
        mul = l_x_ * 2.0

        # File: cases/torch_frontend.py:dict_of_tensors:5, code: parts["c"] = x - 1.0
        sub = l_x_ - 1.0

        # File: cases/torch_frontend.py:dict_of_tensors:6, code: total = torch.zeros_like(x)
        zeros_like = torch.zeros_like(l_x_)

        # File: cases/torch_frontend.py:dict_of_tensors:8, code: total = total + value
        add = zeros_like + l_x_;  zeros_like = l_x_ = None
        add_1 = add + mul;  add = mul = None
        add_2 = add_1 + sub;  add_1 = sub = None
        return (add_2,)
