# forward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 4]", primals_2: "f32[4]", primals_3: "f32[4, 4]", primals_4: "f32[4]", primals_5: "f32[4, 4]", primals_6: "f32[4]", primals_7: "f32[2, 4]"):
        # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        t: "f32[4, 4]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_2, primals_7, t);  primals_2 = t = None
        relu: "f32[2, 4]" = torch.ops.aten.relu.default(addmm);  addmm = None
        t_1: "f32[4, 4]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        addmm_1: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_4, relu, t_1);  primals_4 = None
        relu_1: "f32[2, 4]" = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
        t_2: "f32[4, 4]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        addmm_2: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_6, relu_1, t_2);  primals_6 = None
        relu_2: "f32[2, 4]" = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
        return [relu_2, primals_7, relu, t_1, relu_1, t_2, relu_2]
