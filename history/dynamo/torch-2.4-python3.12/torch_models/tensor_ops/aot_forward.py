# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        # File: cases/torch_models.py:tensor_ops:3 in tensor_ops, code: y = torch.matmul(x, x.t())
        t: "f32[3, 2]" = torch.ops.aten.t.default(arg0_1)
        mm: "f32[2, 2]" = torch.ops.aten.mm.default(arg0_1, t);  arg0_1 = t = None

        # File: cases/torch_models.py:tensor_ops:4 in tensor_ops, code: y = torch.clamp(y, min=0.0, max=2.5)
        clamp: "f32[2, 2]" = torch.ops.aten.clamp.default(mm, 0.0, 2.5);  mm = None

        # File: cases/torch_models.py:tensor_ops:5 in tensor_ops, code: z = torch.cat([y, y], dim=0)
        cat: "f32[4, 2]" = torch.ops.aten.cat.default([clamp, clamp]);  clamp = None

        # File: cases/torch_models.py:tensor_ops:6 in tensor_ops, code: return z.reshape(-1)
        view: "f32[8]" = torch.ops.aten.view.default(cat, [-1]);  cat = None
        return (view,)
