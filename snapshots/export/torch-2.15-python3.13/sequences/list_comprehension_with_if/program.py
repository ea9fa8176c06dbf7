class GraphModule(torch.nn.Module):
    def forward(self, n):
        return (0, 4, 8)
