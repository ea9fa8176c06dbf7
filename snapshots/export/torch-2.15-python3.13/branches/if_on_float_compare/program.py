class GraphModule(torch.nn.Module):
    def forward(self, x, limit):
        return (1.0,)
