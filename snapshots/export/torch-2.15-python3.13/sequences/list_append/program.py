class GraphModule(torch.nn.Module):
    def forward(self, n):
        return (0, 1, 4, 9, 16)
