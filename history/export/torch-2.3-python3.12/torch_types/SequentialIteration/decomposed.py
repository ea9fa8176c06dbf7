class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4]", arg2_1: "f32[4, 4]", arg3_1: "f32[4]", arg4_1: "f32[2, 4]", arg5_1: "f32[2]", arg6_1: "f32[2, 4]", arg7_1: "f32[2]", arg8_1: "f32[2, 4]"):
        permute: "f32[4, 4]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(arg1_1, arg8_1, permute);  arg1_1 = arg8_1 = permute = None
        relu: "f32[2, 4]" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[4, 4]" = torch.ops.aten.permute.default(arg2_1, [1, 0]);  arg2_1 = None
        addmm_1: "f32[2, 4]" = torch.ops.aten.addmm.default(arg3_1, relu, permute_1);  arg3_1 = relu = permute_1 = None
        full: "f32[2, 2]" = torch.ops.aten.full.default([2, 2], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        permute_2: "f32[4, 2]" = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        addmm_2: "f32[2, 2]" = torch.ops.aten.addmm.default(arg5_1, addmm_1, permute_2);  arg5_1 = permute_2 = None
        mul: "f32[2, 2]" = torch.ops.aten.mul.Tensor(addmm_2, 1.0);  addmm_2 = None
        add: "f32[2, 2]" = torch.ops.aten.add.Tensor(full, mul);  full = mul = None
        permute_3: "f32[4, 2]" = torch.ops.aten.permute.default(arg6_1, [1, 0]);  arg6_1 = None
        addmm_3: "f32[2, 2]" = torch.ops.aten.addmm.default(arg7_1, addmm_1, permute_3);  arg7_1 = addmm_1 = permute_3 = None
        mul_1: "f32[2, 2]" = torch.ops.aten.mul.Tensor(addmm_3, 2.0);  addmm_3 = None
        add_1: "f32[2, 2]" = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
        return (add_1,)
