class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        # File: cases/torch_types.py:ExportedAndHelperMethods.forward:2 in forward, code: return self.helper(x) * 2.0
        add: "f32[3]" = torch.ops.aten.add.Tensor(x, 0.5);  x = None
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(add, 2.0);  add = None
        return (mul,)
