# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_types.py:FinalConstants.forward:3 in forward, code: x = x * 2.0
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None

        # File: cases/torch_types.py:FinalConstants.forward:4 in forward, code: return x * self.scale
        mul_1: "f32[3]" = torch.ops.aten.mul.Tensor(mul, 2.5);  mul = None
        return (mul_1,)
