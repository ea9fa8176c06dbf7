# forward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[3, 4]", primals_2: "f32[3]", primals_3: "f32[2, 4]"):
        # File: torch/_dynamo/external_utils.py:wrap_inline.inner in inner, code: return fn(*args, **kwargs)
        t: "f32[4, 3]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        relu: "f32[2, 3]" = torch.ops.aten.relu.default(addmm);  addmm = None
        return [relu, primals_3, relu]
