# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self):
        return ()
