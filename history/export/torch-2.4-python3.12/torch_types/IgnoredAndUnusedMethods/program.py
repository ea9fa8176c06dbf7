class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        # File: cases/torch_types.py:IgnoredAndUnusedMethods.forward:4 in forward, code: return x + 1.0
        add: "f32[3]" = torch.ops.aten.add.Tensor(x, 1.0);  x = None
        return (add,)
