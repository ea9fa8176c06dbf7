class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(x, 0)
        mul_1: "f32[3]" = torch.ops.aten.mul.Tensor(x, 1)
        mul_2: "f32[3]" = torch.ops.aten.mul.Tensor(x, 2);  x = None
        return (mul, mul_1, mul_2)
