# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:multi_dim_slicing:3, code: a = x[:, 1:]
        a = l_x_[(slice(None, None, None), slice(1, None, None))]

        # File: cases/torch_frontend.py:multi_dim_slicing:4, code: b = x[1:, :2]
        b = l_x_[(slice(1, None, None), slice(None, 2, None))]

        # File: cases/torch_frontend.py:multi_dim_slicing:5, code: c = x[::2]
        c = l_x_[slice(None, None, 2)];  l_x_ = None

        # File: cases/torch_frontend.py:multi_dim_slicing:6, code: return a.sum() + b.sum() + c.sum()
        sum_1 = a.sum();  a = None
        sum_2 = b.sum();  b = None
        add = sum_1 + sum_2;  sum_1 = sum_2 = None
        sum_3 = c.sum();  c = None
        add_1 = add + sum_3;  add = sum_3 = None
        return (add_1,)
