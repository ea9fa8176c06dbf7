class GraphModule(torch.nn.Module):
    def forward(self, n):
        return (0, 2, 4, 6, 8, 10)
