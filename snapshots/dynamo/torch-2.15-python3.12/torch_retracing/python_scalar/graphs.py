# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_retracing.py:python_scalar:3 in python_scalar, code: return x * n
        mul: "f32[2]" = l_x_ * 2;  l_x_ = None
        return (mul,)
