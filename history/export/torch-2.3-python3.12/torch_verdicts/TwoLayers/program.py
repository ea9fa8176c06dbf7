class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4]", arg1_1: "f32[3]", arg2_1: "f32[2, 4]"):
        t: "f32[4, 3]" = torch.ops.aten.t.default(arg0_1);  arg0_1 = None
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, t);  arg1_1 = arg2_1 = t = None
        relu: "f32[2, 3]" = torch.ops.aten.relu.default(addmm);  addmm = None
        return (relu,)
