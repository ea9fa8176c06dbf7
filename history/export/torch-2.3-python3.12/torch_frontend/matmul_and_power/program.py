class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 2]", arg1_1: "f32[2]"):
        mv: "f32[2]" = torch.ops.aten.mv.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        pow_1: "f32[2]" = torch.ops.aten.pow.Tensor_Scalar(mv, 2)
        floor_divide: "f32[2]" = torch.ops.aten.floor_divide.default(mv, 2);  mv = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(pow_1, floor_divide);  pow_1 = floor_divide = None
        return (add,)
