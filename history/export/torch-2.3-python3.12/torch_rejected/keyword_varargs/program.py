class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 1.0);  arg0_1 = None
        return (mul,)
