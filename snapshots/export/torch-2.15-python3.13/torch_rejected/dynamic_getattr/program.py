class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2, 3]", name):
        return (2,)
