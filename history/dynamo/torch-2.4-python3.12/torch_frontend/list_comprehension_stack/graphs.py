# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:list_comprehension_stack:3 in list_comprehension_stack, code: return torch.stack([x * float(i) for i in range(4)])
        mul: "f32[2]" = l_x_ * 0.0
        mul_1: "f32[2]" = l_x_ * 1.0
        mul_2: "f32[2]" = l_x_ * 2.0
        mul_3: "f32[2]" = l_x_ * 3.0;  l_x_ = None
        stack: "f32[4, 2]" = torch.stack([mul, mul_1, mul_2, mul_3]);  mul = mul_1 = mul_2 = mul_3 = None
        return (stack,)
