# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:_scale_shift:3 in _scale_shift, code: return x * scale + shift
        mul: "f32[2]" = l_x_ * 2.0;  l_x_ = None
        add: "f32[2]" = mul + 0.5;  mul = None
        return (add,)
