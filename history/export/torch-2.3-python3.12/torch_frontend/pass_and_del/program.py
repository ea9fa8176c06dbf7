class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        add: "f32[3]" = torch.ops.aten.add.Tensor(mul, 1.0);  mul = None
        add_1: "f32[3]" = torch.ops.aten.add.Tensor(add, 0.0);  add = None
        add_2: "f32[3]" = torch.ops.aten.add.Tensor(add_1, 2.0);  add_1 = None
        return (add_2,)
