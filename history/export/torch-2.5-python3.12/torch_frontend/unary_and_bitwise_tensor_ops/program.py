class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        gt: "b8[3]" = torch.ops.aten.gt.Scalar(x, 0)
        bitwise_not: "b8[3]" = torch.ops.aten.bitwise_not.default(gt)
        and_1: "b8[3]" = torch.ops.aten.__and__.Tensor(gt, bitwise_not)
        xor: "b8[3]" = torch.ops.aten.__xor__.Tensor(gt, bitwise_not);  gt = None
        or_1: "b8[3]" = torch.ops.aten.__or__.Tensor(and_1, xor);  and_1 = xor = None
        neg: "f32[3]" = torch.ops.aten.neg.default(x);  x = None
        _to_copy: "f32[3]" = torch.ops.aten._to_copy.default(or_1, dtype = torch.float32);  or_1 = None
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(neg, _to_copy);  neg = _to_copy = None
        _to_copy_1: "f32[3]" = torch.ops.aten._to_copy.default(bitwise_not, dtype = torch.float32);  bitwise_not = None
        add: "f32[3]" = torch.ops.aten.add.Tensor(mul, _to_copy_1);  mul = _to_copy_1 = None
        return (add,)
