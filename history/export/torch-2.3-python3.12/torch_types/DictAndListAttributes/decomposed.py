class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        full_like: "f32[2]" = torch.ops.aten.full_like.default(arg0_1, 0, pin_memory = False, memory_format = torch.preserve_format)
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 1.0)
        mul_1: "f32[2]" = torch.ops.aten.mul.Tensor(mul, 1.0);  mul = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(full_like, mul_1);  full_like = mul_1 = None
        mul_2: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 1.0);  arg0_1 = None
        mul_3: "f32[2]" = torch.ops.aten.mul.Tensor(mul_2, 2.0);  mul_2 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(add, mul_3);  add = mul_3 = None
        mul_4: "f32[2]" = torch.ops.aten.mul.Tensor(add_1, 0.5);  add_1 = None
        return (mul_4,)
