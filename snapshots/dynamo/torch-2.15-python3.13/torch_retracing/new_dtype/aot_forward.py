# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_retracing.py:new_dtype:3 in new_dtype, code: return x * 2
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
        return (mul,)
