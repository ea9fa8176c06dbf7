class GraphModule(torch.nn.Module):
    def forward(self, d_a):
        return (1, 2)
