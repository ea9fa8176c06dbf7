# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_retracing.py:list_length:4 in list_length, code: x = x * n
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 1);  arg0_1 = None
        mul_1: "f32[2]" = torch.ops.aten.mul.Tensor(mul, 2);  mul = None
        return (mul_1,)
