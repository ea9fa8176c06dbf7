class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2]"):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(x, 2.0);  x = None
        sum_1: "f32[]" = torch.ops.aten.sum.dim_IntList(mul, []);  mul = None
        return (sum_1,)
