# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_types.py:IgnoredAndUnusedMethods.forward:4 in forward, code: return x + 1.0
        add: "f32[3]" = l_x_ + 1.0;  l_x_ = None
        return (add,)
