class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2]"):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(x, 2.0);  x = None
        mul_1: "f32[2]" = torch.ops.aten.mul.Tensor(mul, 2.0);  mul = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(mul_1, 1.0);  mul_1 = None
        return (add,)
