# backward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, view: "f32[1, 3]", tangents_1: "f32[3]"):
        # File: cases/torch_real_code.py:uses_global_layer:3 in uses_global_layer, code: return layer(x)
        view_2: "f32[1, 3]" = torch.ops.aten.view.default(tangents_1, [1, 3]);  tangents_1 = None
        t_1: "f32[3, 1]" = torch.ops.aten.t.default(view_2)
        mm: "f32[3, 3]" = torch.ops.aten.mm.default(t_1, view);  t_1 = view = None
        t_2: "f32[3, 3]" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(view_2, [0], True);  view_2 = None
        view_3: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 3]" = torch.ops.aten.t.default(t_2);  t_2 = None
        return [t_3, view_3, None]
