class GraphModule(torch.nn.Module):
    def forward(self, c_lifted_tensor_0: "f32[]", x: "f32[2, 3]"):
        clone: "f32[2, 3]" = torch.ops.aten.clone.default(x);  x = None
        lift_fresh_copy: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_0);  c_lifted_tensor_0 = None
        slice_1: "f32[2, 3]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
        select: "f32[2]" = torch.ops.aten.select.int(slice_1, 1, 0);  slice_1 = None
        copy: "f32[2]" = torch.ops.aten.copy.default(select, lift_fresh_copy);  select = lift_fresh_copy = None
        slice_2: "f32[2, 3]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
        arange: "i64[3]" = torch.ops.aten.arange.start_step(0, 3, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        view: "i64[1, 3]" = torch.ops.aten.view.default(arange, [1, -1]);  arange = None
        eq: "b8[1, 3]" = torch.ops.aten.eq.Scalar(view, 0);  view = None
        unsqueeze: "f32[2, 1]" = torch.ops.aten.unsqueeze.default(copy, 1);  copy = None
        expand: "f32[2, 3]" = torch.ops.aten.expand.default(unsqueeze, [2, 3]);  unsqueeze = None
        where: "f32[2, 3]" = torch.ops.aten.where.self(eq, expand, slice_2);  eq = expand = slice_2 = None
        slice_scatter: "f32[2, 3]" = torch.ops.aten.slice_scatter.default(clone, where, 0, 0, 9223372036854775807);  clone = where = None
        select_3: "f32[3]" = torch.ops.aten.select.int(slice_scatter, 0, 0)
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(select_3, 2.0);  select_3 = None
        select_5: "f32[3]" = torch.ops.aten.select.int(slice_scatter, 0, 1)
        copy_1: "f32[3]" = torch.ops.aten.copy.default(select_5, mul);  select_5 = mul = None
        arange_1: "i64[2]" = torch.ops.aten.arange.start_step(0, 2, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        view_1: "i64[2, 1]" = torch.ops.aten.view.default(arange_1, [-1, 1]);  arange_1 = None
        eq_1: "b8[2, 1]" = torch.ops.aten.eq.Scalar(view_1, 1);  view_1 = None
        unsqueeze_1: "f32[1, 3]" = torch.ops.aten.unsqueeze.default(copy_1, 0);  copy_1 = None
        expand_1: "f32[2, 3]" = torch.ops.aten.expand.default(unsqueeze_1, [2, 3]);  unsqueeze_1 = None
        where_1: "f32[2, 3]" = torch.ops.aten.where.self(eq_1, expand_1, slice_scatter);  eq_1 = expand_1 = slice_scatter = None
        return (where_1,)
