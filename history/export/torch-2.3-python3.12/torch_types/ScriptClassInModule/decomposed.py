class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4]", arg2_1: "f32[2, 4]"):
        full: "f32[4]" = torch.ops.aten.full.default([4], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        slice_1: "f32[1, 4]" = torch.ops.aten.slice.Tensor(arg2_1, 0, 0, 1)
        slice_2: "f32[1, 4]" = torch.ops.aten.slice.Tensor(arg2_1, 0, 1, 2);  arg2_1 = None
        squeeze: "f32[4]" = torch.ops.aten.squeeze.dims(slice_1, [0]);  slice_1 = None
        squeeze_1: "f32[4]" = torch.ops.aten.squeeze.dims(slice_2, [0]);  slice_2 = None
        view: "f32[1, 4]" = torch.ops.aten.view.default(squeeze, [1, 4]);  squeeze = None
        permute: "f32[4, 4]" = torch.ops.aten.permute.default(arg0_1, [1, 0])
        addmm: "f32[1, 4]" = torch.ops.aten.addmm.default(arg1_1, view, permute);  view = permute = None
        view_1: "f32[4]" = torch.ops.aten.view.default(addmm, [4]);  addmm = None
        add: "f32[4]" = torch.ops.aten.add.Tensor(full, view_1);  full = view_1 = None
        view_2: "f32[1, 4]" = torch.ops.aten.view.default(squeeze_1, [1, 4]);  squeeze_1 = None
        permute_1: "f32[4, 4]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm_1: "f32[1, 4]" = torch.ops.aten.addmm.default(arg1_1, view_2, permute_1);  arg1_1 = view_2 = permute_1 = None
        view_3: "f32[4]" = torch.ops.aten.view.default(addmm_1, [4]);  addmm_1 = None
        add_1: "f32[4]" = torch.ops.aten.add.Tensor(add, view_3);  add = view_3 = None
        div: "f32[4]" = torch.ops.aten.div.Tensor(add_1, 2);  add_1 = None
        return (div,)
