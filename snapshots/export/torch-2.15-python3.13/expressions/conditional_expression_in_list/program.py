class GraphModule(torch.nn.Module):
    def forward(self, a, b):
        return (3, 2, 1)
