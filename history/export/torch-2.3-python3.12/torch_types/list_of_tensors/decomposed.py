class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]", arg1_1: "f32[2]"):
        add: "f32[2]" = torch.ops.aten.add.Tensor(arg0_1, 0.0);  arg0_1 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(arg1_1, 1.0);  arg1_1 = None
        cat: "f32[4]" = torch.ops.aten.cat.default([add, add_1]);  add = add_1 = None
        view: "f32[2, 2]" = torch.ops.aten.view.default(cat, [2, 2]);  cat = None
        return (view,)
