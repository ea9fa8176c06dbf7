# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 4]"):
        l_x_ = L_x_

        # File: cases/torch_types.py:_RunningMean.__init__:2 in __init__, code: self.total = torch.zeros(size)
        zeros: "f32[4]" = torch.zeros(4)

        # File: cases/torch_types.py:ScriptClassInModule.forward:3 in forward, code: for row in x:
        row: "f32[4]" = l_x_[0]
        row_1: "f32[4]" = l_x_[1];  l_x_ = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        l__self___proj: "f32[4]" = self.L__self___proj(row);  row = None

        # File: cases/torch_types.py:_RunningMean.add:2 in add, code: self.total = self.total + x
        add: "f32[4]" = zeros + l__self___proj;  zeros = l__self___proj = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        l__self___proj_1: "f32[4]" = self.L__self___proj(row_1);  row_1 = None

        # File: cases/torch_types.py:_RunningMean.add:2 in add, code: self.total = self.total + x
        add_1: "f32[4]" = add + l__self___proj_1;  add = l__self___proj_1 = None

        # File: cases/torch_types.py:_RunningMean.mean:2 in mean, code: return self.total / max(self.count, 1)
        truediv: "f32[4]" = add_1 / 2;  add_1 = None
        return (truediv,)
