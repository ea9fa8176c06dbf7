# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_verdicts.py:cached_double:3, code: return x * 2
        mul = l_x_ * 2;  l_x_ = None
        return (mul,)
