class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2, 4]"):
        randn_like: "f32[2, 4]" = torch.ops.aten.randn_like.default(x, pin_memory = False)
        add: "f32[2, 4]" = torch.ops.aten.add.Tensor(x, randn_like);  x = randn_like = None
        return (add,)
