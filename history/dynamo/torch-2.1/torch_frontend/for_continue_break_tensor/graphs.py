# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:for_continue_break_tensor:8, code: x = x * float(s)
        mul = l_x_ * 2.0;  l_x_ = None
        return (mul,)
