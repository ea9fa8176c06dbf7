# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_types.py:OptionalAttribute.forward:2 in forward, code: bias = self.bias
        bias: "f32[3]" = self.L__self___bias

        # File: cases/torch_types.py:OptionalAttribute.forward:5 in forward, code: return x + bias
        add: "f32[2, 3]" = l_x_ + bias;  l_x_ = bias = None
        return (add,)
