class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 0)
        mul_1: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 1)
        mul_2: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
        return (mul, mul_1, mul_2)
