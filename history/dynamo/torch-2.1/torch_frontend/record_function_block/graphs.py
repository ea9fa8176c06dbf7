# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:record_function_block:4, code: y = x * 3.0
        mul = l_x_ * 3.0;  l_x_ = None

        # File: cases/torch_frontend.py:record_function_block:5, code: return y + 1.0
        add = mul + 1.0;  mul = None
        return (add,)
