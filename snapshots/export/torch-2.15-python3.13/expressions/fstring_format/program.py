class GraphModule(torch.nn.Module):
    def forward(self, n):
        return ('n=7, twice=14',)
