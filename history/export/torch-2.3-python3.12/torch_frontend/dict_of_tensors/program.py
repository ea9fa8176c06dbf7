class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        mul: "f32[2, 3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0)
        sub: "f32[2, 3]" = torch.ops.aten.sub.Tensor(arg0_1, 1.0)
        zeros_like: "f32[2, 3]" = torch.ops.aten.zeros_like.default(arg0_1, pin_memory = False)
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(zeros_like, arg0_1);  zeros_like = arg0_1 = None
        add_1: "f32[2, 3]" = torch.ops.aten.add.Tensor(add, mul);  add = mul = None
        add_2: "f32[2, 3]" = torch.ops.aten.add.Tensor(add_1, sub);  add_1 = sub = None
        return (add_2,)
