class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 0.0)
        mul_1: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 1.0)
        mul_2: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0)
        mul_3: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 3.0);  arg0_1 = None
        stack: "f32[4, 2]" = torch.ops.aten.stack.default([mul, mul_1, mul_2, mul_3]);  mul = mul_1 = mul_2 = mul_3 = None
        return (stack,)
