# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_real_code.py:unused_with_inputs:3, code: return x + 1
        add = l_x_ + 1;  l_x_ = None
        return (add,)
