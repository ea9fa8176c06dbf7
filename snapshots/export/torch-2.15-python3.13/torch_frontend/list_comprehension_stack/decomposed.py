class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2]"):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(x, 0.0)
        mul_1: "f32[2]" = torch.ops.aten.mul.Tensor(x, 1.0)
        mul_2: "f32[2]" = torch.ops.aten.mul.Tensor(x, 2.0)
        mul_3: "f32[2]" = torch.ops.aten.mul.Tensor(x, 3.0);  x = None
        cat: "f32[8]" = torch.ops.aten.cat.default([mul, mul_1, mul_2, mul_3]);  mul = mul_1 = mul_2 = mul_3 = None
        view: "f32[4, 2]" = torch.ops.aten.view.default(cat, [4, 2]);  cat = None
        return (view,)
