# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_types.py:_Doubler.forward:2 in forward, code: return x * 2.0
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0)

        # File: cases/torch_types.py:_Shifter.forward:2 in forward, code: return x + 1.0
        add: "f32[2]" = torch.ops.aten.add.Tensor(arg0_1, 1.0);  arg0_1 = None

        # File: cases/torch_types.py:InterfaceAttribute.forward:2 in forward, code: return self.act.forward(x) + self.other(x)
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(mul, add);  mul = add = None
        return (add_1,)
