# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_types.py:IgnoredAndUnusedMethods.forward:4 in forward, code: return x + 1.0
        add: "f32[3]" = torch.ops.aten.add.Tensor(arg0_1, 1.0);  arg0_1 = None
        return (add,)
