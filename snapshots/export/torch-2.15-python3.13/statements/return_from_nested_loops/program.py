class GraphModule(torch.nn.Module):
    def forward(self, n, target):
        return (1, 4)
