class GraphModule(torch.nn.Module):
    def forward(self, a, b):
        return (2, 1, 36, 2.25)
