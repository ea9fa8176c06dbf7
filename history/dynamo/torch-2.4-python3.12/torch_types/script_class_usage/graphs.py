# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_xs_0_: "f32[2]", L_xs_1_: "f32[2]"):
        l_xs_0_ = L_xs_0_
        l_xs_1_ = L_xs_1_

        # File: cases/torch_types.py:_RunningMean.__init__:2 in __init__, code: self.total = torch.zeros(size)
        zeros: "f32[2]" = torch.zeros(2)

        # File: cases/torch_types.py:_RunningMean.add:2 in add, code: self.total = self.total + x
        add: "f32[2]" = zeros + l_xs_0_;  zeros = l_xs_0_ = None
        add_1: "f32[2]" = add + l_xs_1_;  add = l_xs_1_ = None

        # File: cases/torch_types.py:_RunningMean.mean:2 in mean, code: return self.total / max(self.count, 1)
        truediv: "f32[2]" = add_1 / 2;  add_1 = None
        return (truediv,)
