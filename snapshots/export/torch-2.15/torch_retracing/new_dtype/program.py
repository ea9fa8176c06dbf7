class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(x, 2);  x = None
        return (mul,)
