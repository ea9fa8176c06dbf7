# backward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[2, 4]", relu: "f32[2, 3]", tangents_1: "f32[2, 3]"):
        # File: torch/_dynamo/external_utils.py:wrap_inline.inner in inner, code: return fn(*args, **kwargs)
        detach: "f32[2, 3]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_1: "f32[2, 3]" = torch.ops.aten.detach.default(detach);  detach = None
        detach_2: "f32[2, 3]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_3: "f32[2, 3]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward: "f32[2, 3]" = torch.ops.aten.threshold_backward.default(tangents_1, detach_3, 0);  tangents_1 = detach_3 = None
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(threshold_backward)
        mm: "f32[3, 4]" = torch.ops.aten.mm.default(t_1, primals_3);  t_1 = primals_3 = None
        t_2: "f32[4, 3]" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 4]" = torch.ops.aten.t.default(t_2);  t_2 = None
        return [t_3, view, None]
