class GraphModule(torch.nn.Module):
    def forward(self, start, stop):
        return (15,)
