# forward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[3, 3]", primals_2: "f32[3]", primals_3: "f32[3]"):
        # File: cases/torch_real_code.py:uses_global_layer:3 in uses_global_layer, code: return layer(x)
        view: "f32[1, 3]" = torch.ops.aten.view.default(primals_3, [1, 3]);  primals_3 = None
        t: "f32[3, 3]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[1, 3]" = torch.ops.aten.addmm.default(primals_2, view, t);  primals_2 = t = None
        view_1: "f32[3]" = torch.ops.aten.view.default(addmm, [3]);  addmm = None
        return [view_1, view]
