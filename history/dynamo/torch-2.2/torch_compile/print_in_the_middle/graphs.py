# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_compile.py:print_in_the_middle:3, code: y = x + 1.0
        y = l_x_ + 1.0;  l_x_ = None
        return (y,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_y_ : torch.Tensor):
        l_y_ = L_y_

        # File: cases/torch_compile.py:print_in_the_middle:5, code: return y * 2.0
        mul = l_y_ * 2.0;  l_y_ = None
        return (mul,)
