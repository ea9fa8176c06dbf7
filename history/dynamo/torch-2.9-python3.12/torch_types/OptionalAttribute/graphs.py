# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_self_bias: "f32[3]", L_x_: "f32[2, 3]"):
        l_self_bias = L_self_bias
        l_x_ = L_x_

         # File: cases/torch_types.py:OptionalAttribute.forward:5 in forward, code: return x + bias
        add: "f32[2, 3]" = l_x_ + l_self_bias;  l_x_ = l_self_bias = None
        return (add,)
