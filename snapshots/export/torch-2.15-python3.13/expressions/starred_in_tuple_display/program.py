class GraphModule(torch.nn.Module):
    def forward(self, t_0, t_1):
        return (0, 2, 3)
