class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0)
        add: "f32[2]" = torch.ops.aten.add.Tensor(arg0_1, 1.0);  arg0_1 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(mul, add);  mul = add = None
        return (add_1,)
