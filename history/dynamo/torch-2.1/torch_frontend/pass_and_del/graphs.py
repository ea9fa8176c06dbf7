# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:pass_and_del:3, code: tmp = x * 2.0
        mul = l_x_ * 2.0;  l_x_ = None

        # File: cases/torch_frontend.py:pass_and_del:4, code: out = tmp + 1.0
        add = mul + 1.0;  mul = None

        # File: cases/torch_frontend.py:pass_and_del:10, code: out = out + float(i)
        add_1 = add + 0.0;  add = None
        add_2 = add_1 + 2.0;  add_1 = None
        return (add_2,)
