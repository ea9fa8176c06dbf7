class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(x, 2.0);  x = None
        add: "f32[3]" = torch.ops.aten.add.Tensor(mul, 1.0);  mul = None
        add_1: "f32[3]" = torch.ops.aten.add.Tensor(add, 0.0);  add = None
        add_2: "f32[3]" = torch.ops.aten.add.Tensor(add_1, 2.0);  add_1 = None
        return (add_2,)
