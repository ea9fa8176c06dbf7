class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        clone: "f32[3]" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
        add: "f32[3]" = torch.ops.aten.add.Tensor(clone, 1.0);  clone = None
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(add, 3.0);  add = None
        sub: "f32[3]" = torch.ops.aten.sub.Tensor(mul, 0.5);  mul = None
        div: "f32[3]" = torch.ops.aten.div.Tensor(sub, 2.0);  sub = None
        return (div,)
