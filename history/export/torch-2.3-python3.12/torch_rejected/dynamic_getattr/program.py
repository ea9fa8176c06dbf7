class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]", arg1_1):
        return (2,)
