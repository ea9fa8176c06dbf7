class GraphModule(torch.nn.Module):
    def forward(self, xs_0: "f32[2]", xs_1: "f32[2]"):
        zeros: "f32[2]" = torch.ops.aten.zeros.default([2], device = device(type='cpu'), pin_memory = False)
        add: "f32[2]" = torch.ops.aten.add.Tensor(zeros, xs_0);  zeros = xs_0 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(add, xs_1);  add = xs_1 = None
        div: "f32[2]" = torch.ops.aten.div.Tensor(add_1, 2);  add_1 = None
        return (div,)
