# forward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 4]", primals_2: "f32[4]", primals_3: "f32[4, 4]", primals_4: "f32[4]", primals_5: "f32[2, 4]", primals_6: "f32[2]", primals_7: "f32[2, 4]", primals_8: "f32[2]", primals_9: "f32[2, 4]"):
        # File: cases/torch_types.py:SequentialIteration.forward:3 in forward, code: x = layer(x)
        t: "f32[4, 4]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_2, primals_9, t);  primals_2 = t = None
        relu: "f32[2, 4]" = torch.ops.aten.relu.default(addmm);  addmm = None
        t_1: "f32[4, 4]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        addmm_1: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_4, relu, t_1);  primals_4 = None

        # File: cases/torch_types.py:SequentialIteration.forward:4 in forward, code: out = torch.zeros(x.size(0), 2)
        zeros: "f32[2, 2]" = torch.ops.aten.zeros.default([2, 2], device = device(type='cpu'), pin_memory = False)

        # File: cases/torch_types.py:SequentialIteration.forward:6 in forward, code: out = out + head(x) * float(i + 1)
        t_2: "f32[4, 2]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        addmm_2: "f32[2, 2]" = torch.ops.aten.addmm.default(primals_6, addmm_1, t_2);  primals_6 = None
        mul: "f32[2, 2]" = torch.ops.aten.mul.Tensor(addmm_2, 1.0);  addmm_2 = None
        add: "f32[2, 2]" = torch.ops.aten.add.Tensor(zeros, mul);  zeros = mul = None
        t_3: "f32[4, 2]" = torch.ops.aten.t.default(primals_7);  primals_7 = None
        addmm_3: "f32[2, 2]" = torch.ops.aten.addmm.default(primals_8, addmm_1, t_3);  primals_8 = None
        mul_1: "f32[2, 2]" = torch.ops.aten.mul.Tensor(addmm_3, 2.0);  addmm_3 = None
        add_1: "f32[2, 2]" = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
        return [add_1, primals_9, relu, t_1, addmm_1, t_2, t_3]
