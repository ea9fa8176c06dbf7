class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]", arg1_1: "f32[2]"):
        full: "f32[2]" = torch.ops.aten.full.default([2], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        add: "f32[2]" = torch.ops.aten.add.Tensor(full, arg0_1);  full = arg0_1 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(add, arg1_1);  add = arg1_1 = None
        div: "f32[2]" = torch.ops.aten.div.Tensor(add_1, 2);  add_1 = None
        return (div,)
