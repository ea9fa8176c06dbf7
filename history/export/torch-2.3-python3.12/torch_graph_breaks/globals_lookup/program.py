class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        div: "f32[3]" = torch.ops.aten.div.Tensor(arg0_1, 2.0);  arg0_1 = None
        add: "f32[3]" = torch.ops.aten.add.Tensor(div, 1.0);  div = None
        return (add,)
