class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        add: "f32[3]" = torch.ops.aten.add.Tensor(arg0_1, 0.5);  arg0_1 = None
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(add, 2.0);  add = None
        return (mul,)
