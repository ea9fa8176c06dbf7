class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        sin: "f32[2, 3]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        mul: "f32[2, 3]" = torch.ops.aten.mul.Tensor(sin, 2.0);  sin = None
        sum_1: "f32[2]" = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
        return (sum_1,)
