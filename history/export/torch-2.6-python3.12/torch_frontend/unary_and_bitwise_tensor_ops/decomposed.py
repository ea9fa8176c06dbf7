class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        gt: "b8[3]" = torch.ops.aten.gt.Scalar(x, 0)
        bitwise_not: "b8[3]" = torch.ops.aten.bitwise_not.default(gt)
        bitwise_and: "b8[3]" = torch.ops.aten.bitwise_and.Tensor(gt, bitwise_not)
        bitwise_xor: "b8[3]" = torch.ops.aten.bitwise_xor.Tensor(gt, bitwise_not);  gt = None
        bitwise_or: "b8[3]" = torch.ops.aten.bitwise_or.Tensor(bitwise_and, bitwise_xor);  bitwise_and = bitwise_xor = None
        neg: "f32[3]" = torch.ops.aten.neg.default(x);  x = None
        _to_copy: "f32[3]" = torch.ops.aten._to_copy.default(bitwise_or, dtype = torch.float32);  bitwise_or = None
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(neg, _to_copy);  neg = _to_copy = None
        _to_copy_1: "f32[3]" = torch.ops.aten._to_copy.default(bitwise_not, dtype = torch.float32);  bitwise_not = None
        add: "f32[3]" = torch.ops.aten.add.Tensor(mul, _to_copy_1);  mul = _to_copy_1 = None
        return (add,)
