class GraphModule(torch.nn.Module):
    def forward(self, a, b, n):
        return (1,)
