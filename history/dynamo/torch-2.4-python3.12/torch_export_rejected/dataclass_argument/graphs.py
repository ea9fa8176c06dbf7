# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_export_rejected.py:dataclass_argument:3 in dataclass_argument, code: return x * scale.factor
        mul: "f32[3]" = l_x_ * 2.0;  l_x_ = None
        return (mul,)
