# forward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 3]"):
        # File: cases/torch_compile.py:input_requires_grad:3 in input_requires_grad, code: return (x.sin() * 2.0).sum(dim=1)
        sin: "f32[2, 3]" = torch.ops.aten.sin.default(primals_1)
        mul: "f32[2, 3]" = torch.ops.aten.mul.Tensor(sin, 2.0);  sin = None
        sum_1: "f32[2]" = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
        return [sum_1, primals_1]
