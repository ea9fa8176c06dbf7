# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
         # File: cases/torch_frontend.py:tensor_index_assignment:3 in tensor_index_assignment, code: y = x.clone()
        clone: "f32[2, 3]" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None

         # File: cases/torch_frontend.py:tensor_index_assignment:4 in tensor_index_assignment, code: y[:, 0] = 0.0
        _tensor_constant0: "f32[]" = self._tensor_constant0
        lift_fresh_copy: "f32[]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
        select: "f32[2]" = torch.ops.aten.select.int(clone, 1, 0)
        fill: "f32[2]" = torch.ops.aten.fill.Tensor(select, lift_fresh_copy);  select = lift_fresh_copy = None
        select_scatter: "f32[2, 3]" = torch.ops.aten.select_scatter.default(clone, fill, 1, 0);  clone = fill = None

         # File: cases/torch_frontend.py:tensor_index_assignment:5 in tensor_index_assignment, code: y[1] = y[0] * 2.0
        select_3: "f32[3]" = torch.ops.aten.select.int(select_scatter, 0, 0)
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(select_3, 2.0);  select_3 = None
        select_5: "f32[3]" = torch.ops.aten.select.int(select_scatter, 0, 1)
        copy: "f32[3]" = torch.ops.aten.copy.default(select_5, mul);  select_5 = mul = None
        select_scatter_1: "f32[2, 3]" = torch.ops.aten.select_scatter.default(select_scatter, copy, 0, 1);  select_scatter = copy = None
        return (select_scatter_1,)
