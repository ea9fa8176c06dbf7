class GraphModule(torch.nn.Module):
    def forward(self, c_lifted_tensor_0: "f32[]", x: "f32[2, 3]"):
        clone: "f32[2, 3]" = torch.ops.aten.clone.default(x);  x = None
        lift_fresh_copy: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_0);  c_lifted_tensor_0 = None
        slice_1: "f32[2, 3]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
        select: "f32[2]" = torch.ops.aten.select.int(slice_1, 1, 0);  slice_1 = None
        fill_: "f32[2]" = torch.ops.aten.fill_.Tensor(select, lift_fresh_copy);  select = lift_fresh_copy = fill_ = None
        select_1: "f32[3]" = torch.ops.aten.select.int(clone, 0, 0)
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(select_1, 2.0);  select_1 = None
        select_2: "f32[3]" = torch.ops.aten.select.int(clone, 0, 1)
        copy_: "f32[3]" = torch.ops.aten.copy_.default(select_2, mul);  select_2 = mul = copy_ = None
        return (clone,)
