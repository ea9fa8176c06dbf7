class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        full_like: "f32[3]" = torch.ops.aten.full_like.default(x, 0, pin_memory = False, memory_format = torch.preserve_format)
        select: "f32[]" = torch.ops.aten.select.int(x, 0, 0)
        mul: "f32[]" = torch.ops.aten.mul.Tensor(select, 0);  select = None
        select_1: "f32[]" = torch.ops.aten.select.int(full_like, 0, 0)
        copy: "f32[]" = torch.ops.aten.copy.default(select_1, mul);  select_1 = mul = None
        arange: "i64[3]" = torch.ops.aten.arange.start_step(0, 3, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        view: "i64[3]" = torch.ops.aten.view.default(arange, [-1]);  arange = None
        eq: "b8[3]" = torch.ops.aten.eq.Scalar(view, 0);  view = None
        unsqueeze: "f32[1]" = torch.ops.aten.unsqueeze.default(copy, 0);  copy = None
        expand: "f32[3]" = torch.ops.aten.expand.default(unsqueeze, [3]);  unsqueeze = None
        where: "f32[3]" = torch.ops.aten.where.self(eq, expand, full_like);  eq = expand = full_like = None
        select_2: "f32[]" = torch.ops.aten.select.int(x, 0, 1)
        mul_1: "f32[]" = torch.ops.aten.mul.Tensor(select_2, 1);  select_2 = None
        select_3: "f32[]" = torch.ops.aten.select.int(where, 0, 1)
        copy_1: "f32[]" = torch.ops.aten.copy.default(select_3, mul_1);  select_3 = mul_1 = None
        arange_1: "i64[3]" = torch.ops.aten.arange.start_step(0, 3, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        view_1: "i64[3]" = torch.ops.aten.view.default(arange_1, [-1]);  arange_1 = None
        eq_1: "b8[3]" = torch.ops.aten.eq.Scalar(view_1, 1);  view_1 = None
        unsqueeze_1: "f32[1]" = torch.ops.aten.unsqueeze.default(copy_1, 0);  copy_1 = None
        expand_1: "f32[3]" = torch.ops.aten.expand.default(unsqueeze_1, [3]);  unsqueeze_1 = None
        where_1: "f32[3]" = torch.ops.aten.where.self(eq_1, expand_1, where);  eq_1 = expand_1 = where = None
        select_4: "f32[]" = torch.ops.aten.select.int(x, 0, 2);  x = None
        mul_2: "f32[]" = torch.ops.aten.mul.Tensor(select_4, 2);  select_4 = None
        select_5: "f32[]" = torch.ops.aten.select.int(where_1, 0, 2)
        copy_2: "f32[]" = torch.ops.aten.copy.default(select_5, mul_2);  select_5 = mul_2 = None
        arange_2: "i64[3]" = torch.ops.aten.arange.start_step(0, 3, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        view_2: "i64[3]" = torch.ops.aten.view.default(arange_2, [-1]);  arange_2 = None
        eq_2: "b8[3]" = torch.ops.aten.eq.Scalar(view_2, 2);  view_2 = None
        unsqueeze_2: "f32[1]" = torch.ops.aten.unsqueeze.default(copy_2, 0);  copy_2 = None
        expand_2: "f32[3]" = torch.ops.aten.expand.default(unsqueeze_2, [3]);  unsqueeze_2 = None
        where_2: "f32[3]" = torch.ops.aten.where.self(eq_2, expand_2, where_1);  eq_2 = expand_2 = where_1 = None
        return (where_2,)
