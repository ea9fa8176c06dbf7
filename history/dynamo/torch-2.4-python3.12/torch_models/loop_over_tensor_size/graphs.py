# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_models.py:loop_over_tensor_size:3 in loop_over_tensor_size, code: out = torch.zeros_like(x)
        out: "f32[3]" = torch.zeros_like(l_x_)

        # File: cases/torch_models.py:loop_over_tensor_size:5 in loop_over_tensor_size, code: out[i] = x[i] * i
        getitem: "f32[]" = l_x_[0]
        mul: "f32[]" = getitem * 0;  getitem = None
        out[0] = mul;  setitem = out;  mul = None
        getitem_1: "f32[]" = l_x_[1]
        mul_1: "f32[]" = getitem_1 * 1;  getitem_1 = None
        out[1] = mul_1;  setitem_1 = out;  mul_1 = None
        getitem_2: "f32[]" = l_x_[2];  l_x_ = None
        mul_2: "f32[]" = getitem_2 * 2;  getitem_2 = None
        out[2] = mul_2;  setitem_2 = out;  mul_2 = None
        return (out,)
