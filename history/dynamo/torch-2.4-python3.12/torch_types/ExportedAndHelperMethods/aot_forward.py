# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_types.py:ExportedAndHelperMethods.helper:2 in helper, code: return x + self.offset
        add: "f32[3]" = torch.ops.aten.add.Tensor(arg0_1, 0.5);  arg0_1 = None

        # File: cases/torch_types.py:ExportedAndHelperMethods.forward:2 in forward, code: return self.helper(x) * 2.0
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(add, 2.0);  add = None
        return (mul,)
