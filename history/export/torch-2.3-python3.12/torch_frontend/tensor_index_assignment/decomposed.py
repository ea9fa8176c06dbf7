class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[]", arg1_1: "f32[2, 3]"):
        clone: "f32[2, 3]" = torch.ops.aten.clone.default(arg1_1);  arg1_1 = None
        clone_1: "f32[]" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
        slice_1: "f32[2, 3]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
        select: "f32[2]" = torch.ops.aten.select.int(slice_1, 1, 0);  slice_1 = None
        copy: "f32[2]" = torch.ops.aten.copy.default(select, clone_1);  select = clone_1 = None
        slice_2: "f32[2, 3]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
        select_scatter: "f32[2, 3]" = torch.ops.aten.select_scatter.default(slice_2, copy, 1, 0);  slice_2 = copy = None
        slice_scatter: "f32[2, 3]" = torch.ops.aten.slice_scatter.default(clone, select_scatter, 0, 0, 9223372036854775807);  clone = select_scatter = None
        select_1: "f32[3]" = torch.ops.aten.select.int(slice_scatter, 0, 0)
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(select_1, 2.0);  select_1 = None
        select_2: "f32[3]" = torch.ops.aten.select.int(slice_scatter, 0, 1)
        copy_1: "f32[3]" = torch.ops.aten.copy.default(select_2, mul);  select_2 = mul = None
        select_scatter_1: "f32[2, 3]" = torch.ops.aten.select_scatter.default(slice_scatter, copy_1, 0, 1);  slice_scatter = copy_1 = None
        return (select_scatter_1,)
