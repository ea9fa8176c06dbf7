# backward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[2, 8]", getitem_1: "b8[2, 8]", tangents_1: "f32[2, 8]"):
        # File: cases/torch_real_code.py:DropoutNet.forward:2 in forward, code: return self.drop(self.fc(x))
        native_dropout_backward: "f32[2, 8]" = torch.ops.aten.native_dropout_backward.default(tangents_1, getitem_1, 2.0);  tangents_1 = getitem_1 = None
        t_1: "f32[8, 2]" = torch.ops.aten.t.default(native_dropout_backward)
        mm: "f32[8, 8]" = torch.ops.aten.mm.default(t_1, primals_3);  t_1 = primals_3 = None
        t_2: "f32[8, 8]" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(native_dropout_backward, [0], True);  native_dropout_backward = None
        view: "f32[8]" = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
        t_3: "f32[8, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        return [t_3, view, None]
