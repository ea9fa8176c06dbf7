class GraphModule(torch.nn.Module):
    def forward(self, flag, n):
        return (5,)
