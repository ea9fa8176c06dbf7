# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_types.py:union_refinement:4 in union_refinement, code: return x * float(k)
        mul: "f32[2]" = l_x_ * 3.0;  l_x_ = None
        return (mul,)
