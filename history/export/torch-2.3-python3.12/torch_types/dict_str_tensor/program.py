class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]", arg1_1: "f32[2]"):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        mul_1: "f32[2]" = torch.ops.aten.mul.Tensor(arg1_1, 2.0);  arg1_1 = None
        ones: "f32[1]" = torch.ops.aten.ones.default([1], device = device(type='cpu'), pin_memory = False)
        return (mul, mul_1, ones)
