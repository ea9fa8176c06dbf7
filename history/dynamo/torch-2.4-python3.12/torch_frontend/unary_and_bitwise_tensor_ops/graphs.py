# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:3 in unary_and_bitwise_tensor_ops, code: pos = x > 0
        pos: "b8[3]" = l_x_ > 0

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:4 in unary_and_bitwise_tensor_ops, code: neg = ~pos
        neg: "b8[3]" = ~pos

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:5 in unary_and_bitwise_tensor_ops, code: both = (pos & neg) | (pos ^ neg)
        and_: "b8[3]" = pos & neg
        xor: "b8[3]" = pos ^ neg;  pos = None
        both: "b8[3]" = and_ | xor;  and_ = xor = None

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:6 in unary_and_bitwise_tensor_ops, code: return (-x) * both.float() + neg.float()
        neg_1: "f32[3]" = -l_x_;  l_x_ = None
        float_1: "f32[3]" = both.float();  both = None
        mul: "f32[3]" = neg_1 * float_1;  neg_1 = float_1 = None
        float_2: "f32[3]" = neg.float();  neg = None
        add: "f32[3]" = mul + float_2;  mul = float_2 = None
        return (add,)
