class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: f32[3, 3], arg1_1: f32[3], arg2_1: f32[3]):
        #
        view: f32[1, 3] = torch.ops.aten.view.default(arg2_1, [1, 3]);  arg2_1 = None
        permute: f32[3, 3] = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: f32[1, 3] = torch.ops.aten.addmm.default(arg1_1, view, permute);  arg1_1 = view = permute = None
        view_1: f32[3] = torch.ops.aten.view.default(addmm, [3]);  addmm = None
        return (view_1,)
