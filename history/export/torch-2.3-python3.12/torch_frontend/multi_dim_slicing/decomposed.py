class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4]"):
        slice_1: "f32[3, 4]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 9223372036854775807)
        slice_2: "f32[3, 3]" = torch.ops.aten.slice.Tensor(slice_1, 1, 1, 9223372036854775807);  slice_1 = None
        slice_3: "f32[2, 4]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 1, 9223372036854775807)
        slice_4: "f32[2, 2]" = torch.ops.aten.slice.Tensor(slice_3, 1, 0, 2);  slice_3 = None
        slice_5: "f32[2, 4]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 9223372036854775807, 2);  arg0_1 = None
        sum_1: "f32[]" = torch.ops.aten.sum.dim_IntList(slice_2, []);  slice_2 = None
        sum_2: "f32[]" = torch.ops.aten.sum.dim_IntList(slice_4, []);  slice_4 = None
        add: "f32[]" = torch.ops.aten.add.Tensor(sum_1, sum_2);  sum_1 = sum_2 = None
        sum_3: "f32[]" = torch.ops.aten.sum.dim_IntList(slice_5, []);  slice_5 = None
        add_1: "f32[]" = torch.ops.aten.add.Tensor(add, sum_3);  add = sum_3 = None
        return (add_1,)
