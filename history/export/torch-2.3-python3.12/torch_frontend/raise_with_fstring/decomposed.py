class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        permute: "f32[3, 2]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        return (permute,)
