# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:3, code: pos = x > 0
        gt = l_x_ > 0

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:4, code: neg = ~pos
        invert = ~gt

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:5, code: both = (pos & neg) | (pos ^ neg)
        and_ = gt & invert
        xor = gt ^ invert;  gt = None
        or_ = and_ | xor;  and_ = xor = None

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:6, code: return (-x) * both.float() + neg.float()
        neg = -l_x_;  l_x_ = None
        float_1 = or_.float();  or_ = None
        mul = neg * float_1;  neg = float_1 = None
        float_2 = invert.float();  invert = None
        add = mul + float_2;  mul = float_2 = None
        return (add,)
