class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4]", arg2_1: "f32[2, 4]"):
        zeros: "f32[4]" = torch.ops.aten.zeros.default([4], device = device(type='cpu'), pin_memory = False)
        unbind = torch.ops.aten.unbind.int(arg2_1);  arg2_1 = None
        getitem: "f32[4]" = unbind[0]
        getitem_1: "f32[4]" = unbind[1];  unbind = None
        view: "f32[1, 4]" = torch.ops.aten.view.default(getitem, [1, 4]);  getitem = None
        t: "f32[4, 4]" = torch.ops.aten.t.default(arg0_1)
        addmm: "f32[1, 4]" = torch.ops.aten.addmm.default(arg1_1, view, t);  view = t = None
        view_1: "f32[4]" = torch.ops.aten.view.default(addmm, [4]);  addmm = None
        add: "f32[4]" = torch.ops.aten.add.Tensor(zeros, view_1);  zeros = view_1 = None
        view_2: "f32[1, 4]" = torch.ops.aten.view.default(getitem_1, [1, 4]);  getitem_1 = None
        t_1: "f32[4, 4]" = torch.ops.aten.t.default(arg0_1);  arg0_1 = None
        addmm_1: "f32[1, 4]" = torch.ops.aten.addmm.default(arg1_1, view_2, t_1);  arg1_1 = view_2 = t_1 = None
        view_3: "f32[4]" = torch.ops.aten.view.default(addmm_1, [4]);  addmm_1 = None
        add_1: "f32[4]" = torch.ops.aten.add.Tensor(add, view_3);  add = view_3 = None
        div: "f32[4]" = torch.ops.aten.div.Tensor(add_1, 2);  add_1 = None
        return (div,)
