class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4]", arg2_1: "f32[4, 4]", arg3_1: "f32[4]", arg4_1: "f32[4, 4]", arg5_1: "f32[4]", arg6_1: "f32[2, 4]"):
        permute: "f32[4, 4]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(arg1_1, arg6_1, permute);  arg1_1 = arg6_1 = permute = None
        relu: "f32[2, 4]" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[4, 4]" = torch.ops.aten.permute.default(arg2_1, [1, 0]);  arg2_1 = None
        addmm_1: "f32[2, 4]" = torch.ops.aten.addmm.default(arg3_1, relu, permute_1);  arg3_1 = relu = permute_1 = None
        relu_1: "f32[2, 4]" = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
        permute_2: "f32[4, 4]" = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        addmm_2: "f32[2, 4]" = torch.ops.aten.addmm.default(arg5_1, relu_1, permute_2);  arg5_1 = relu_1 = permute_2 = None
        relu_2: "f32[2, 4]" = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
        return (relu_2,)
