class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        add: "f32[3]" = torch.ops.aten.add.Tensor(x, 1.0);  x = None
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(add, 2.0);  add = None
        return (mul,)
