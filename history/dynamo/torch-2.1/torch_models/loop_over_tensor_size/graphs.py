# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_models.py:loop_over_tensor_size:3, code: out = torch.zeros_like(x)
        zeros_like = torch.zeros_like(l_x_)

        # File: cases/torch_models.py:loop_over_tensor_size:5, code: out[i] = x[i] * i
        getitem = l_x_[0]
        mul = getitem * 0;  getitem = None
        zeros_like[0] = mul;  setitem = zeros_like;  mul = None
        getitem_1 = l_x_[1]
        mul_1 = getitem_1 * 1;  getitem_1 = None
        zeros_like[1] = mul_1;  setitem_1 = zeros_like;  mul_1 = None
        getitem_2 = l_x_[2];  l_x_ = None
        mul_2 = getitem_2 * 2;  getitem_2 = None
        zeros_like[2] = mul_2;  setitem_2 = zeros_like;  mul_2 = None
        return (zeros_like,)
