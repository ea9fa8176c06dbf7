class GraphModule(torch.nn.Module):
    def forward(self, x):
        return (0.75,)
