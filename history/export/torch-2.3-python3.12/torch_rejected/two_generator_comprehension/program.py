class GraphModule(torch.nn.Module):
    def forward(self, arg0_1):
        return (0, 0, 0, 0, 1, 2, 0, 2, 4)
