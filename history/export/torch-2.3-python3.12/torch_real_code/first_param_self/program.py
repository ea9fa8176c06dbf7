class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]", arg1_1: "f32[2]"):
        add: "f32[2]" = torch.ops.aten.add.Tensor(arg1_1, 1);  arg1_1 = None
        return (add,)
