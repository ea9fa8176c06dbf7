# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:3 in unary_and_bitwise_tensor_ops, code: pos = x > 0
        gt: "b8[3]" = torch.ops.aten.gt.Scalar(arg0_1, 0)

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:4 in unary_and_bitwise_tensor_ops, code: neg = ~pos
        bitwise_not: "b8[3]" = torch.ops.aten.bitwise_not.default(gt)

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:5 in unary_and_bitwise_tensor_ops, code: both = (pos & neg) | (pos ^ neg)
        bitwise_and: "b8[3]" = torch.ops.aten.bitwise_and.Tensor(gt, bitwise_not)
        bitwise_xor: "b8[3]" = torch.ops.aten.bitwise_xor.Tensor(gt, bitwise_not);  gt = None
        bitwise_or: "b8[3]" = torch.ops.aten.bitwise_or.Tensor(bitwise_and, bitwise_xor);  bitwise_and = bitwise_xor = None

        # File: cases/torch_frontend.py:unary_and_bitwise_tensor_ops:6 in unary_and_bitwise_tensor_ops, code: return (-x) * both.float() + neg.float()
        neg: "f32[3]" = torch.ops.aten.neg.default(arg0_1);  arg0_1 = None
        _to_copy: "f32[3]" = torch.ops.aten._to_copy.default(bitwise_or, dtype = torch.float32);  bitwise_or = None
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(neg, _to_copy);  neg = _to_copy = None
        _to_copy_1: "f32[3]" = torch.ops.aten._to_copy.default(bitwise_not, dtype = torch.float32);  bitwise_not = None
        add: "f32[3]" = torch.ops.aten.add.Tensor(mul, _to_copy_1);  mul = _to_copy_1 = None
        return (add,)
