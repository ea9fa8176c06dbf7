class GraphModule(torch.nn.Module):
    def forward(self, a, b):
        return (True,)
