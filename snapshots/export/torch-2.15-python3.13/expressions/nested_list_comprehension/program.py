class GraphModule(torch.nn.Module):
    def forward(self, xs_0, xs_1):
        return (0, 3, 6, 0, 4, 8)
