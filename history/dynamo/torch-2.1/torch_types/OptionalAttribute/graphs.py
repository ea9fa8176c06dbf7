# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_types.py:OptionalAttribute.forward:2, code: bias = self.bias
        l__self___bias = self.L__self___bias

        # File: cases/torch_types.py:OptionalAttribute.forward:5, code: return x + bias
        add = l_x_ + l__self___bias;  l_x_ = l__self___bias = None
        return (add,)
