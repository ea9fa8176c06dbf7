# backward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_7: "f32[2, 4]", relu: "f32[2, 4]", t_1: "f32[4, 4]", relu_1: "f32[2, 4]", t_2: "f32[4, 4]", relu_2: "f32[2, 4]", tangents_1: "f32[2, 4]"):
        # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        detach: "f32[2, 4]" = torch.ops.aten.detach.default(relu)
        detach_1: "f32[2, 4]" = torch.ops.aten.detach.default(detach);  detach = None
        detach_2: "f32[2, 4]" = torch.ops.aten.detach.default(relu_1)
        detach_3: "f32[2, 4]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        detach_4: "f32[2, 4]" = torch.ops.aten.detach.default(relu_2);  relu_2 = None
        detach_5: "f32[2, 4]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        detach_6: "f32[2, 4]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        detach_7: "f32[2, 4]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        threshold_backward: "f32[2, 4]" = torch.ops.aten.threshold_backward.default(tangents_1, detach_7, 0);  tangents_1 = detach_7 = None
        t_3: "f32[4, 4]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm: "f32[2, 4]" = torch.ops.aten.mm.default(threshold_backward, t_3);  t_3 = None
        t_4: "f32[4, 2]" = torch.ops.aten.t.default(threshold_backward)
        mm_1: "f32[4, 4]" = torch.ops.aten.mm.default(t_4, relu_1);  t_4 = relu_1 = None
        t_5: "f32[4, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_6: "f32[4, 4]" = torch.ops.aten.t.default(t_5);  t_5 = None
        detach_8: "f32[2, 4]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        detach_9: "f32[2, 4]" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        threshold_backward_1: "f32[2, 4]" = torch.ops.aten.threshold_backward.default(mm, detach_9, 0);  mm = detach_9 = None
        t_7: "f32[4, 4]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_2: "f32[2, 4]" = torch.ops.aten.mm.default(threshold_backward_1, t_7);  t_7 = None
        t_8: "f32[4, 2]" = torch.ops.aten.t.default(threshold_backward_1)
        mm_3: "f32[4, 4]" = torch.ops.aten.mm.default(t_8, relu);  t_8 = relu = None
        t_9: "f32[4, 4]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
        view_1: "f32[4]" = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
        t_10: "f32[4, 4]" = torch.ops.aten.t.default(t_9);  t_9 = None
        detach_10: "f32[2, 4]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_11: "f32[2, 4]" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        threshold_backward_2: "f32[2, 4]" = torch.ops.aten.threshold_backward.default(mm_2, detach_11, 0);  mm_2 = detach_11 = None
        t_11: "f32[4, 2]" = torch.ops.aten.t.default(threshold_backward_2)
        mm_4: "f32[4, 4]" = torch.ops.aten.mm.default(t_11, primals_7);  t_11 = primals_7 = None
        t_12: "f32[4, 4]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_3: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(threshold_backward_2, [0], True);  threshold_backward_2 = None
        view_2: "f32[4]" = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
        t_13: "f32[4, 4]" = torch.ops.aten.t.default(t_12);  t_12 = None
        return [t_13, view_2, t_10, view_1, t_6, view, None]
