# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:dict_comprehension_tensors:3 in dict_comprehension_tensors, code: return {i: x * i for i in range(3)}
        mul: "f32[3]" = l_x_ * 0
        mul_1: "f32[3]" = l_x_ * 1
        mul_2: "f32[3]" = l_x_ * 2;  l_x_ = None
        return (mul, mul_1, mul_2)
