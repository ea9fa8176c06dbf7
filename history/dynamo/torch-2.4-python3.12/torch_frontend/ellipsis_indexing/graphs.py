# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3, 4]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:ellipsis_indexing:3 in ellipsis_indexing, code: return x[..., 0] + x[0, ...][:, 1] + x[:, None, 0, 0]
        getitem: "f32[2, 3]" = l_x_[(Ellipsis, 0)]
        getitem_1: "f32[3, 4]" = l_x_[(0, Ellipsis)]
        getitem_2: "f32[3]" = getitem_1[(slice(None, None, None), 1)];  getitem_1 = None
        add: "f32[2, 3]" = getitem + getitem_2;  getitem = getitem_2 = None
        getitem_3: "f32[2, 1]" = l_x_[(slice(None, None, None), None, 0, 0)];  l_x_ = None
        add_1: "f32[2, 3]" = add + getitem_3;  add = getitem_3 = None
        return (add_1,)
