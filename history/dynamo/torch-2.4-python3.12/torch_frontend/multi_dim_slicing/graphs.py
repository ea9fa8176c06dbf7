# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3, 4]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:multi_dim_slicing:3 in multi_dim_slicing, code: a = x[:, 1:]
        a: "f32[3, 3]" = l_x_[(slice(None, None, None), slice(1, None, None))]

        # File: cases/torch_frontend.py:multi_dim_slicing:4 in multi_dim_slicing, code: b = x[1:, :2]
        b: "f32[2, 2]" = l_x_[(slice(1, None, None), slice(None, 2, None))]

        # File: cases/torch_frontend.py:multi_dim_slicing:5 in multi_dim_slicing, code: c = x[::2]
        c: "f32[2, 4]" = l_x_[slice(None, None, 2)];  l_x_ = None

        # File: cases/torch_frontend.py:multi_dim_slicing:6 in multi_dim_slicing, code: return a.sum() + b.sum() + c.sum()
        sum_1: "f32[]" = a.sum();  a = None
        sum_2: "f32[]" = b.sum();  b = None
        add: "f32[]" = sum_1 + sum_2;  sum_1 = sum_2 = None
        sum_3: "f32[]" = c.sum();  c = None
        add_1: "f32[]" = add + sum_3;  add = sum_3 = None
        return (add_1,)
