# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:for_continue_break_tensor:8 in for_continue_break_tensor, code: x = x * float(s)
        x: "f32[3]" = l_x_ * 2.0;  l_x_ = None
        return (x,)
