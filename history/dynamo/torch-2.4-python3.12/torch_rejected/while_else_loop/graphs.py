# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_rejected.py:while_else_loop:5 in while_else_loop, code: x = x * 2.0
        x: "f32[2]" = l_x_ * 2.0;  l_x_ = None
        x_1: "f32[2]" = x * 2.0;  x = None

        # File: cases/torch_rejected.py:while_else_loop:8 in while_else_loop, code: x = x + 1.0
        x_2: "f32[2]" = x_1 + 1.0;  x_1 = None
        return (x_2,)
