# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s0)", arg1_1: "f32[s0]"):
        # File: cases/torch_retracing.py:new_shape_mark_dynamic:3 in new_shape_mark_dynamic, code: return (x * 2.0).sum()
        mul: "f32[s0]" = torch.ops.aten.mul.Tensor(arg1_1, 2.0);  arg1_1 = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        return (sum_1,)
