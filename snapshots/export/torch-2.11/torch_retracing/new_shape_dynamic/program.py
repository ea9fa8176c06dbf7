class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[s0]"):
        mul: "f32[s0]" = torch.ops.aten.mul.Tensor(x, 2.0);  x = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        return (sum_1,)
