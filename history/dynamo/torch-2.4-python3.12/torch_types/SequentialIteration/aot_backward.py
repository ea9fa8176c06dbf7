# backward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_9: "f32[2, 4]", relu: "f32[2, 4]", t_1: "f32[4, 4]", addmm_1: "f32[2, 4]", t_2: "f32[4, 2]", t_3: "f32[4, 2]", tangents_1: "f32[2, 2]"):
        # File: cases/torch_types.py:SequentialIteration.forward:3 in forward, code: x = layer(x)
        detach: "f32[2, 4]" = torch.ops.aten.detach.default(relu)
        detach_1: "f32[2, 4]" = torch.ops.aten.detach.default(detach);  detach = None

        # File: cases/torch_types.py:SequentialIteration.forward:6 in forward, code: out = out + head(x) * float(i + 1)
        mul_2: "f32[2, 2]" = torch.ops.aten.mul.Tensor(tangents_1, 2.0)
        t_4: "f32[2, 4]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm: "f32[2, 4]" = torch.ops.aten.mm.default(mul_2, t_4);  t_4 = None
        t_5: "f32[2, 2]" = torch.ops.aten.t.default(mul_2)
        mm_1: "f32[2, 4]" = torch.ops.aten.mm.default(t_5, addmm_1);  t_5 = None
        t_6: "f32[4, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(mul_2, [0], True);  mul_2 = None
        view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        t_7: "f32[2, 4]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mul_3: "f32[2, 2]" = torch.ops.aten.mul.Tensor(tangents_1, 1.0);  tangents_1 = None
        t_8: "f32[2, 4]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_2: "f32[2, 4]" = torch.ops.aten.mm.default(mul_3, t_8);  t_8 = None
        t_9: "f32[2, 2]" = torch.ops.aten.t.default(mul_3)
        mm_3: "f32[2, 4]" = torch.ops.aten.mm.default(t_9, addmm_1);  t_9 = addmm_1 = None
        t_10: "f32[4, 2]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(mul_3, [0], True);  mul_3 = None
        view_1: "f32[2]" = torch.ops.aten.view.default(sum_2, [2]);  sum_2 = None

        # File: cases/torch_types.py:SequentialIteration.forward:6 in forward, code: out = out + head(x) * float(i + 1)
        add_2: "f32[2, 4]" = torch.ops.aten.add.Tensor(mm, mm_2);  mm = mm_2 = None

        # File: cases/torch_types.py:SequentialIteration.forward:6 in forward, code: out = out + head(x) * float(i + 1)
        t_11: "f32[2, 4]" = torch.ops.aten.t.default(t_10);  t_10 = None

        # File: cases/torch_types.py:SequentialIteration.forward:3 in forward, code: x = layer(x)
        t_12: "f32[4, 4]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_4: "f32[2, 4]" = torch.ops.aten.mm.default(add_2, t_12);  t_12 = None
        t_13: "f32[4, 2]" = torch.ops.aten.t.default(add_2)
        mm_5: "f32[4, 4]" = torch.ops.aten.mm.default(t_13, relu);  t_13 = relu = None
        t_14: "f32[4, 4]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_2, [0], True);  add_2 = None
        view_2: "f32[4]" = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
        t_15: "f32[4, 4]" = torch.ops.aten.t.default(t_14);  t_14 = None
        detach_2: "f32[2, 4]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_3: "f32[2, 4]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward: "f32[2, 4]" = torch.ops.aten.threshold_backward.default(mm_4, detach_3, 0);  mm_4 = detach_3 = None
        t_16: "f32[4, 2]" = torch.ops.aten.t.default(threshold_backward)
        mm_6: "f32[4, 4]" = torch.ops.aten.mm.default(t_16, primals_9);  t_16 = primals_9 = None
        t_17: "f32[4, 4]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_4: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view_3: "f32[4]" = torch.ops.aten.view.default(sum_4, [4]);  sum_4 = None
        t_18: "f32[4, 4]" = torch.ops.aten.t.default(t_17);  t_17 = None
        return [t_18, view_3, t_15, view_2, t_11, view_1, t_7, view, None]
