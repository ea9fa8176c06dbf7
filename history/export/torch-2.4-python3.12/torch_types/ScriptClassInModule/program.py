class GraphModule(torch.nn.Module):
    def forward(self, p_proj_weight: "f32[4, 4]", p_proj_bias: "f32[4]", x: "f32[2, 4]"):
        # File: cases/torch_types.py:ScriptClassInModule.forward:2 in forward, code: acc = _RunningMean(4)
        zeros: "f32[4]" = torch.ops.aten.zeros.default([4], device = device(type='cpu'), pin_memory = False)

        # File: cases/torch_types.py:ScriptClassInModule.forward:3 in forward, code: for row in x:
        unbind = torch.ops.aten.unbind.int(x);  x = None
        getitem: "f32[4]" = unbind[0]
        getitem_1: "f32[4]" = unbind[1];  unbind = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[4]" = torch.ops.aten.linear.default(getitem, p_proj_weight, p_proj_bias);  getitem = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        add: "f32[4]" = torch.ops.aten.add.Tensor(zeros, linear);  zeros = linear = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear_1: "f32[4]" = torch.ops.aten.linear.default(getitem_1, p_proj_weight, p_proj_bias);  getitem_1 = p_proj_weight = p_proj_bias = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        add_1: "f32[4]" = torch.ops.aten.add.Tensor(add, linear_1);  add = linear_1 = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:5 in forward, code: return acc.mean()
        div: "f32[4]" = torch.ops.aten.div.Tensor(add_1, 2);  add_1 = None
        return (div,)
