class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4]", arg2_1: "f32[4, 4]", arg3_1: "f32[4]", arg4_1: "f32[4, 4]", arg5_1: "f32[4]", arg6_1: "f32[2, 4]"):
        t: "f32[4, 4]" = torch.ops.aten.t.default(arg0_1);  arg0_1 = None
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(arg1_1, arg6_1, t);  arg1_1 = arg6_1 = t = None
        relu: "f32[2, 4]" = torch.ops.aten.relu.default(addmm);  addmm = None
        t_1: "f32[4, 4]" = torch.ops.aten.t.default(arg2_1);  arg2_1 = None
        addmm_1: "f32[2, 4]" = torch.ops.aten.addmm.default(arg3_1, relu, t_1);  arg3_1 = relu = t_1 = None
        relu_1: "f32[2, 4]" = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
        t_2: "f32[4, 4]" = torch.ops.aten.t.default(arg4_1);  arg4_1 = None
        addmm_2: "f32[2, 4]" = torch.ops.aten.addmm.default(arg5_1, relu_1, t_2);  arg5_1 = relu_1 = t_2 = None
        relu_2: "f32[2, 4]" = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
        return (relu_2,)
