# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_compile.py:input_requires_grad:3 in input_requires_grad, code: return (x.sin() * 2.0).sum(dim=1)
        sin: "f32[2, 3]" = l_x_.sin();  l_x_ = None
        mul: "f32[2, 3]" = sin * 2.0;  sin = None
        sum_1: "f32[2]" = mul.sum(dim = 1);  mul = None
        return (sum_1,)
