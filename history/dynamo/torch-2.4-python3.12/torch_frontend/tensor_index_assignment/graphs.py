# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:tensor_index_assignment:3 in tensor_index_assignment, code: y = x.clone()
        y: "f32[2, 3]" = l_x_.clone();  l_x_ = None

        # File: cases/torch_frontend.py:tensor_index_assignment:4 in tensor_index_assignment, code: y[:, 0] = 0.0
        y[(slice(None, None, None), 0)] = 0.0;  setitem = y

        # File: cases/torch_frontend.py:tensor_index_assignment:5 in tensor_index_assignment, code: y[1] = y[0] * 2.0
        getitem: "f32[3]" = y[0]
        mul: "f32[3]" = getitem * 2.0;  getitem = None
        y[1] = mul;  setitem_1 = y;  mul = None
        return (y,)
