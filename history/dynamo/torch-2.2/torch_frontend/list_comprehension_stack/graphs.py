# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:list_comprehension_stack:3, code: return torch.stack([x * float(i) for i in range(4)])
        mul = l_x_ * 0.0
        mul_1 = l_x_ * 1.0
        mul_2 = l_x_ * 2.0
        mul_3 = l_x_ * 3.0;  l_x_ = None

        # File: cases/torch_frontend.py:list_comprehension_stack:3, code: return torch.stack([x * float(i) for i in range(4)])
        stack = torch.stack([mul, mul_1, mul_2, mul_3]);  mul = mul_1 = mul_2 = mul_3 = None
        return (stack,)
