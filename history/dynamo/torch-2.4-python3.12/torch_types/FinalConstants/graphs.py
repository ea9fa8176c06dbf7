# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_types.py:FinalConstants.forward:3 in forward, code: x = x * 2.0
        x: "f32[3]" = l_x_ * 2.0;  l_x_ = None

        # File: cases/torch_types.py:FinalConstants.forward:4 in forward, code: return x * self.scale
        mul_1: "f32[3]" = x * 2.5;  x = None
        return (mul_1,)
