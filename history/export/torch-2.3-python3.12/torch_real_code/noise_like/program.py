class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 4]"):
        randn_like: "f32[2, 4]" = torch.ops.aten.randn_like.default(arg0_1, pin_memory = False)
        add: "f32[2, 4]" = torch.ops.aten.add.Tensor(arg0_1, randn_like);  arg0_1 = randn_like = None
        return (add,)
