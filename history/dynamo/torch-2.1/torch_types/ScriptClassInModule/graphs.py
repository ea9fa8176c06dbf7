# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_types.py:_RunningMean.__init__:2, code: self.total = torch.zeros(size)
        zeros = torch.zeros(4)

        # File: cases/torch_types.py:ScriptClassInModule.forward:3, code: for row in x:
        getitem = l_x_[0]
        getitem_1 = l_x_[1];  l_x_ = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4, code: acc.add(self.proj(row))
        l__self___proj = self.L__self___proj(getitem);  getitem = None

        # File: cases/torch_types.py:_RunningMean.add:2, code: self.total = self.total + x
        add = zeros + l__self___proj;  zeros = l__self___proj = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4, code: acc.add(self.proj(row))
        l__self___proj_1 = self.L__self___proj(getitem_1);  getitem_1 = None

        # File: cases/torch_types.py:_RunningMean.add:2, code: self.total = self.total + x
        add_1 = add + l__self___proj_1;  add = l__self___proj_1 = None

        # File: cases/torch_types.py:_RunningMean.mean:2, code: return self.total / max(self.count, 1)
        truediv = add_1 / 2;  add_1 = None
        return (truediv,)
