# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_types.py:IgnoredAndUnusedMethods.forward:4, code: return x + 1.0
        add = l_x_ + 1.0;  l_x_ = None
        return (add,)
