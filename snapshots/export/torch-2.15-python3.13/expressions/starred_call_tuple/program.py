class GraphModule(torch.nn.Module):
    def forward(self, t_0, t_1, t_2):
        return (7,)
