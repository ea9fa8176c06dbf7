class GraphModule(torch.nn.Module):
    def forward(self, d_a, d_b, d_c):
        return (4,)
