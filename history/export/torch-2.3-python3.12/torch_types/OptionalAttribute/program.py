class GraphModule(torch.nn.Module):
    def forward(self, bias: "f32[3]", arg0_1: "f32[2, 3]"):
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(arg0_1, bias);  arg0_1 = bias = None
        return (add,)
