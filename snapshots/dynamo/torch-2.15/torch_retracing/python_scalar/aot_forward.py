# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_retracing.py:python_scalar:3 in python_scalar, code: return x * n
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
        return (mul,)
