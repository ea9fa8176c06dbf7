class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        # File: cases/torch_types.py:FinalConstants.forward:3 in forward, code: x = x * 2.0
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(x, 2.0);  x = None

        # File: cases/torch_types.py:FinalConstants.forward:4 in forward, code: return x * self.scale
        mul_1: "f32[3]" = torch.ops.aten.mul.Tensor(mul, 2.5);  mul = None
        return (mul_1,)
