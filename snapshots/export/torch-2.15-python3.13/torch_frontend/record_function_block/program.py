class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(x, 3.0);  x = None
        add: "f32[3]" = torch.ops.aten.add.Tensor(mul, 1.0);  mul = None
        return (add,)
