# backward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, view: "f32[1, 4]", view_2: "f32[1, 4]", tangents_1: "f32[4]"):
        # File: cases/torch_types.py:_RunningMean.mean:2 in mean, code: return self.total / max(self.count, 1)
        div_1: "f32[4]" = torch.ops.aten.div.Tensor(tangents_1, 2);  tangents_1 = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        view_4: "f32[1, 4]" = torch.ops.aten.view.default(div_1, [1, 4])
        t_2: "f32[4, 1]" = torch.ops.aten.t.default(view_4)
        mm: "f32[4, 4]" = torch.ops.aten.mm.default(t_2, view_2);  t_2 = view_2 = None
        t_3: "f32[4, 4]" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
        view_5: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_4: "f32[4, 4]" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_6: "f32[1, 4]" = torch.ops.aten.view.default(div_1, [1, 4]);  div_1 = None
        t_5: "f32[4, 1]" = torch.ops.aten.t.default(view_6)
        mm_1: "f32[4, 4]" = torch.ops.aten.mm.default(t_5, view);  t_5 = view = None
        t_6: "f32[4, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_2: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(view_6, [0], True);  view_6 = None
        view_7: "f32[4]" = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        add_2: "f32[4]" = torch.ops.aten.add.Tensor(view_5, view_7);  view_5 = view_7 = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        t_7: "f32[4, 4]" = torch.ops.aten.t.default(t_6);  t_6 = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        add_3: "f32[4, 4]" = torch.ops.aten.add.Tensor(t_4, t_7);  t_4 = t_7 = None
        return [add_3, add_2, None]
