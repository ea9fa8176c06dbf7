class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        zeros_like: "f32[3]" = torch.ops.aten.zeros_like.default(x, pin_memory = False)
        select: "f32[]" = torch.ops.aten.select.int(x, 0, 0)
        mul: "f32[]" = torch.ops.aten.mul.Tensor(select, 0);  select = None
        select_1: "f32[]" = torch.ops.aten.select.int(zeros_like, 0, 0)
        copy: "f32[]" = torch.ops.aten.copy.default(select_1, mul);  select_1 = mul = None
        select_scatter: "f32[3]" = torch.ops.aten.select_scatter.default(zeros_like, copy, 0, 0);  zeros_like = copy = None
        select_3: "f32[]" = torch.ops.aten.select.int(x, 0, 1)
        mul_1: "f32[]" = torch.ops.aten.mul.Tensor(select_3, 1);  select_3 = None
        select_5: "f32[]" = torch.ops.aten.select.int(select_scatter, 0, 1)
        copy_1: "f32[]" = torch.ops.aten.copy.default(select_5, mul_1);  select_5 = mul_1 = None
        select_scatter_1: "f32[3]" = torch.ops.aten.select_scatter.default(select_scatter, copy_1, 0, 1);  select_scatter = copy_1 = None
        select_7: "f32[]" = torch.ops.aten.select.int(x, 0, 2);  x = None
        mul_2: "f32[]" = torch.ops.aten.mul.Tensor(select_7, 2);  select_7 = None
        select_9: "f32[]" = torch.ops.aten.select.int(select_scatter_1, 0, 2)
        copy_2: "f32[]" = torch.ops.aten.copy.default(select_9, mul_2);  select_9 = mul_2 = None
        select_scatter_2: "f32[3]" = torch.ops.aten.select_scatter.default(select_scatter_1, copy_2, 0, 2);  select_scatter_1 = copy_2 = None
        return (select_scatter_2,)
