# forward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 4]", primals_2: "f32[4]", primals_3: "f32[2, 4]"):
        # File: cases/torch_types.py:_RunningMean.__init__:2 in __init__, code: self.total = torch.zeros(size)
        zeros: "f32[4]" = torch.ops.aten.zeros.default([4], device = device(type='cpu'), pin_memory = False)

        # File: cases/torch_types.py:ScriptClassInModule.forward:3 in forward, code: for row in x:
        select: "f32[4]" = torch.ops.aten.select.int(primals_3, 0, 0)
        select_1: "f32[4]" = torch.ops.aten.select.int(primals_3, 0, 1);  primals_3 = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        view: "f32[1, 4]" = torch.ops.aten.view.default(select, [1, 4]);  select = None
        t: "f32[4, 4]" = torch.ops.aten.t.default(primals_1)
        addmm: "f32[1, 4]" = torch.ops.aten.addmm.default(primals_2, view, t);  t = None
        view_1: "f32[4]" = torch.ops.aten.view.default(addmm, [4]);  addmm = None

        # File: cases/torch_types.py:_RunningMean.add:2 in add, code: self.total = self.total + x
        add: "f32[4]" = torch.ops.aten.add.Tensor(zeros, view_1);  zeros = view_1 = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        view_2: "f32[1, 4]" = torch.ops.aten.view.default(select_1, [1, 4]);  select_1 = None
        t_1: "f32[4, 4]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm_1: "f32[1, 4]" = torch.ops.aten.addmm.default(primals_2, view_2, t_1);  primals_2 = t_1 = None
        view_3: "f32[4]" = torch.ops.aten.view.default(addmm_1, [4]);  addmm_1 = None

        # File: cases/torch_types.py:_RunningMean.add:2 in add, code: self.total = self.total + x
        add_1: "f32[4]" = torch.ops.aten.add.Tensor(add, view_3);  add = view_3 = None

        # File: cases/torch_types.py:_RunningMean.mean:2 in mean, code: return self.total / max(self.count, 1)
        div: "f32[4]" = torch.ops.aten.div.Tensor(add_1, 2);  add_1 = None
        return [div, view, view_2]
