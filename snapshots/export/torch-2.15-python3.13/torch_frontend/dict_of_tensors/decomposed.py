class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2, 3]"):
        mul: "f32[2, 3]" = torch.ops.aten.mul.Tensor(x, 2.0)
        sub: "f32[2, 3]" = torch.ops.aten.sub.Tensor(x, 1.0)
        full_like: "f32[2, 3]" = torch.ops.aten.full_like.default(x, 0, pin_memory = False, memory_format = torch.preserve_format)
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(full_like, x);  full_like = x = None
        add_1: "f32[2, 3]" = torch.ops.aten.add.Tensor(add, mul);  add = mul = None
        add_2: "f32[2, 3]" = torch.ops.aten.add.Tensor(add_1, sub);  add_1 = sub = None
        return (add_2,)
