class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4]", arg1_1: "f32[3]", arg2_1: "f32[2, 4]"):
        permute: "f32[4, 3]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        relu: "f32[2, 3]" = torch.ops.aten.relu.default(addmm);  addmm = None
        return (relu,)
