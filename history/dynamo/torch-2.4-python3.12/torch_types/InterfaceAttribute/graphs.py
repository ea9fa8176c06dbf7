# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_types.py:_Doubler.forward:2 in forward, code: return x * 2.0
        mul: "f32[2]" = l_x_ * 2.0

        # File: cases/torch_types.py:_Shifter.forward:2 in forward, code: return x + 1.0
        add: "f32[2]" = l_x_ + 1.0;  l_x_ = None

        # File: cases/torch_types.py:InterfaceAttribute.forward:2 in forward, code: return self.act.forward(x) + self.other(x)
        add_1: "f32[2]" = mul + add;  mul = add = None
        return (add_1,)
