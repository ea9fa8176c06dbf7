class GraphModule(torch.nn.Module):
    def forward(self, arg0_1):
        return (1,)
