class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        t: "f32[3, 2]" = torch.ops.aten.t.default(arg0_1)
        mm: "f32[2, 2]" = torch.ops.aten.mm.default(arg0_1, t);  arg0_1 = t = None
        clamp: "f32[2, 2]" = torch.ops.aten.clamp.default(mm, 0.0, 2.5);  mm = None
        cat: "f32[4, 2]" = torch.ops.aten.cat.default([clamp, clamp]);  clamp = None
        view: "f32[8]" = torch.ops.aten.view.default(cat, [-1]);  cat = None
        return (view,)
