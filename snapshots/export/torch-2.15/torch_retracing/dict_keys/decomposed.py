class GraphModule(torch.nn.Module):
    def forward(self, d_a: "f32[2]"):
        full: "f32[2]" = torch.ops.aten.full.default([2], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        add: "f32[2]" = torch.ops.aten.add.Tensor(full, d_a);  full = d_a = None
        return (add,)
