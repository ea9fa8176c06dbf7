class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 8]", arg1_1: "f32[8]", arg2_1: "f32[2, 8]"):
        permute: "f32[8, 8]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[2, 8]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        native_dropout = torch.ops.aten.native_dropout.default(addmm, 0.5, True);  addmm = None
        getitem: "f32[2, 8]" = native_dropout[0];  native_dropout = None
        return (getitem,)
