class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3, 4]"):
        select: "f32[2, 3]" = torch.ops.aten.select.int(arg0_1, 2, 0)
        select_1: "f32[3, 4]" = torch.ops.aten.select.int(arg0_1, 0, 0)
        slice_1: "f32[3, 4]" = torch.ops.aten.slice.Tensor(select_1, 0, 0, 9223372036854775807);  select_1 = None
        select_2: "f32[3]" = torch.ops.aten.select.int(slice_1, 1, 1);  slice_1 = None
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(select, select_2);  select = select_2 = None
        slice_2: "f32[2, 3, 4]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 9223372036854775807);  arg0_1 = None
        unsqueeze: "f32[2, 1, 3, 4]" = torch.ops.aten.unsqueeze.default(slice_2, 1);  slice_2 = None
        select_3: "f32[2, 1, 4]" = torch.ops.aten.select.int(unsqueeze, 2, 0);  unsqueeze = None
        select_4: "f32[2, 1]" = torch.ops.aten.select.int(select_3, 2, 0);  select_3 = None
        add_1: "f32[2, 3]" = torch.ops.aten.add.Tensor(add, select_4);  add = select_4 = None
        return (add_1,)
