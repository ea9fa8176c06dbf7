# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:dict_comprehension_tensors:3, code: return {i: x * i for i in range(3)}
        mul = l_x_ * 0
        mul_1 = l_x_ * 1
        mul_2 = l_x_ * 2;  l_x_ = None
        return (mul, mul_1, mul_2)
