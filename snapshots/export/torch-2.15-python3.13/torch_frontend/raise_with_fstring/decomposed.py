class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2, 3]"):
        permute: "f32[3, 2]" = torch.ops.aten.permute.default(x, [1, 0]);  x = None
        return (permute,)
