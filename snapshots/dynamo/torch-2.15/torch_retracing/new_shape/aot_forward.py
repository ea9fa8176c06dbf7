# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_retracing.py:new_shape:3 in new_shape, code: return (x * 2.0).sum()
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        return (sum_1,)
