class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(mul, 0.5);  mul = None
        return (add,)
