class GraphModule(torch.nn.Module):
    def forward(self, n):
        return (-3,)
