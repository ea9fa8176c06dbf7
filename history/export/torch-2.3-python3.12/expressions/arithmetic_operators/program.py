class GraphModule(torch.nn.Module):
    def forward(self, arg0_1, arg1_1):
        return (2, 1, 36, 2.25)
