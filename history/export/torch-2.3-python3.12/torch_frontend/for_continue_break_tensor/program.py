class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]", arg1_1, arg2_1, arg3_1):
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        return (mul,)
