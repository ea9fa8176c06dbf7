class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        div: "f32[3]" = torch.ops.aten.div.Tensor(x, 2.0);  x = None
        add: "f32[3]" = torch.ops.aten.add.Tensor(div, 1.0);  div = None
        return (add,)
