class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        zeros_like: "f32[3]" = torch.ops.aten.zeros_like.default(x, pin_memory = False)
        select: "f32[]" = torch.ops.aten.select.int(x, 0, 0)
        mul: "f32[]" = torch.ops.aten.mul.Tensor(select, 0);  select = None
        select_1: "f32[]" = torch.ops.aten.select.int(zeros_like, 0, 0)
        copy_: "f32[]" = torch.ops.aten.copy_.default(select_1, mul);  select_1 = mul = copy_ = None
        select_2: "f32[]" = torch.ops.aten.select.int(x, 0, 1)
        mul_1: "f32[]" = torch.ops.aten.mul.Tensor(select_2, 1);  select_2 = None
        select_3: "f32[]" = torch.ops.aten.select.int(zeros_like, 0, 1)
        copy__1: "f32[]" = torch.ops.aten.copy_.default(select_3, mul_1);  select_3 = mul_1 = copy__1 = None
        select_4: "f32[]" = torch.ops.aten.select.int(x, 0, 2);  x = None
        mul_2: "f32[]" = torch.ops.aten.mul.Tensor(select_4, 2);  select_4 = None
        select_5: "f32[]" = torch.ops.aten.select.int(zeros_like, 0, 2)
        copy__2: "f32[]" = torch.ops.aten.copy_.default(select_5, mul_2);  select_5 = mul_2 = copy__2 = None
        return (zeros_like,)
