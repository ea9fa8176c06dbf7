class GraphModule(torch.nn.Module):
    def forward(self, _lifted_tensor_constant0: "f32[]", arg0_1: "f32[2, 3]"):
        clone: "f32[2, 3]" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
        lift_fresh_copy: "f32[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant0);  _lifted_tensor_constant0 = None
        slice_1: "f32[2, 3]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
        select: "f32[2]" = torch.ops.aten.select.int(slice_1, 1, 0);  slice_1 = None
        fill: "f32[2]" = torch.ops.aten.fill.Tensor(select, lift_fresh_copy);  select = lift_fresh_copy = None
        slice_2: "f32[2, 3]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
        select_scatter: "f32[2, 3]" = torch.ops.aten.select_scatter.default(slice_2, fill, 1, 0);  slice_2 = fill = None
        slice_scatter: "f32[2, 3]" = torch.ops.aten.slice_scatter.default(clone, select_scatter, 0, 0, 9223372036854775807);  clone = select_scatter = None
        select_3: "f32[3]" = torch.ops.aten.select.int(slice_scatter, 0, 0)
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(select_3, 2.0);  select_3 = None
        select_5: "f32[3]" = torch.ops.aten.select.int(slice_scatter, 0, 1)
        copy: "f32[3]" = torch.ops.aten.copy.default(select_5, mul);  select_5 = mul = None
        select_scatter_1: "f32[2, 3]" = torch.ops.aten.select_scatter.default(slice_scatter, copy, 0, 1);  slice_scatter = copy = None
        return (select_scatter_1,)
