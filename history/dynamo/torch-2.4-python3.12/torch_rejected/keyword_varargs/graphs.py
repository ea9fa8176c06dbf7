# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_rejected.py:keyword_varargs:3 in keyword_varargs, code: return x * options.get("scale", 1.0)
        mul: "f32[2]" = l_x_ * 1.0;  l_x_ = None
        return (mul,)
