class GraphModule(torch.nn.Module):
    def forward(self, lo, hi):
        return (6,)
