class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 2]", arg1_1: "f32[2]"):
        mul: "f32[2, 2]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        sum_1: "f32[2]" = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
        pow_1: "f32[2]" = torch.ops.aten.pow.Tensor_Scalar(sum_1, 2)
        div: "f32[2]" = torch.ops.aten.div.Tensor_mode(sum_1, 2, rounding_mode = 'floor');  sum_1 = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(pow_1, div);  pow_1 = div = None
        return (add,)
