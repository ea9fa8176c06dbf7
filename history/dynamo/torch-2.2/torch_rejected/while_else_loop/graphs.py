# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_rejected.py:while_else_loop:5, code: x = x * 2.0
        x = l_x_ * 2.0;  l_x_ = None
        x_1 = x * 2.0;  x = None

        # File: cases/torch_rejected.py:while_else_loop:8, code: x = x + 1.0
        x_2 = x_1 + 1.0;  x_1 = None
        return (x_2,)
