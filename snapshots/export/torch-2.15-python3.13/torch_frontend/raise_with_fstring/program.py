class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2, 3]"):
        t: "f32[3, 2]" = torch.ops.aten.t.default(x);  x = None
        return (t,)
