class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2, 3]"):
        t: "f32[3, 2]" = torch.ops.aten.t.default(x)
        matmul: "f32[2, 2]" = torch.ops.aten.matmul.default(x, t);  x = t = None
        clamp: "f32[2, 2]" = torch.ops.aten.clamp.default(matmul, 0.0, 2.5);  matmul = None
        cat: "f32[4, 2]" = torch.ops.aten.cat.default([clamp, clamp]);  clamp = None
        view: "f32[8]" = torch.ops.aten.view.default(cat, [-1]);  cat = None
        return (view,)
