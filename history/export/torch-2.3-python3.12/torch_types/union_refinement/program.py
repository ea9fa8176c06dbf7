class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]", arg1_1):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 3.0);  arg0_1 = None
        return (mul,)
