class GraphModule(torch.nn.Module):
    def forward(self, arg0_1, arg1_1):
        return (0, 3, 6, 0, 4, 8)
