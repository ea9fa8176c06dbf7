# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_types.py:union_refinement:4, code: return x * float(k)
        mul = l_x_ * 3.0;  l_x_ = None
        return (mul,)
