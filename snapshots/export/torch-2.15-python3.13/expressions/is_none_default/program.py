class GraphModule(torch.nn.Module):
    def forward(self, limit, n):
        return (4,)
