class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        clone: "f32[3]" = torch.ops.aten.clone.default(x);  x = None
        add_: "f32[3]" = torch.ops.aten.add_.Tensor(clone, 1.0);  clone = None
        mul_: "f32[3]" = torch.ops.aten.mul_.Tensor(add_, 3.0);  add_ = None
        sub_: "f32[3]" = torch.ops.aten.sub_.Tensor(mul_, 0.5);  mul_ = None
        div_: "f32[3]" = torch.ops.aten.div_.Tensor(sub_, 2.0);  sub_ = None
        return (div_,)
