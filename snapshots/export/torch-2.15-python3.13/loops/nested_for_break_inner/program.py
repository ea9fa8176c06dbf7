class GraphModule(torch.nn.Module):
    def forward(self, rows, cols):
        return (9,)
