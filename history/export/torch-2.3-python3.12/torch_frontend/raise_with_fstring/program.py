class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        t: "f32[3, 2]" = torch.ops.aten.t.default(arg0_1);  arg0_1 = None
        return (t,)
