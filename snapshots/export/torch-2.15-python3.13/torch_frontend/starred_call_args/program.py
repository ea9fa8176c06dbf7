class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2]"):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(x, 2.0);  x = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(mul, 0.5);  mul = None
        return (add,)
