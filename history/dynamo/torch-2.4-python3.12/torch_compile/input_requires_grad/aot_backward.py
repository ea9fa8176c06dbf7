# backward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 3]", tangents_1: "f32[2]"):
        # File: cases/torch_compile.py:input_requires_grad:3 in input_requires_grad, code: return (x.sin() * 2.0).sum(dim=1)
        unsqueeze: "f32[2, 1]" = torch.ops.aten.unsqueeze.default(tangents_1, 1);  tangents_1 = None
        expand: "f32[2, 3]" = torch.ops.aten.expand.default(unsqueeze, [2, 3]);  unsqueeze = None
        mul_1: "f32[2, 3]" = torch.ops.aten.mul.Tensor(expand, 2.0);  expand = None
        cos: "f32[2, 3]" = torch.ops.aten.cos.default(primals_1);  primals_1 = None
        mul_2: "f32[2, 3]" = torch.ops.aten.mul.Tensor(mul_1, cos);  mul_1 = cos = None
        return [mul_2]
