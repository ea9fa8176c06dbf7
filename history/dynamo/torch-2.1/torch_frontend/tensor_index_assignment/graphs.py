# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:tensor_index_assignment:3, code: y = x.clone()
        clone = l_x_.clone();  l_x_ = None

        # File: cases/torch_frontend.py:tensor_index_assignment:4, code: y[:, 0] = 0.0
        clone[(slice(None, None, None), 0)] = 0.0;  setitem = clone

        # File: cases/torch_frontend.py:tensor_index_assignment:5, code: y[1] = y[0] * 2.0
        getitem = clone[0]
        mul = getitem * 2.0;  getitem = None
        clone[1] = mul;  setitem_1 = clone;  mul = None
        return (clone,)
