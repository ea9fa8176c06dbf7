class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2, 3]"):
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(x, 1.0);  x = None
        submod_3 = self.submod_1
        mul: "f32[2, 3]" = torch._higher_order_ops.wrap.wrap_with_set_grad_enabled(False, submod_3, add);  submod_3 = None
        sub: "f32[2, 3]" = torch.ops.aten.sub.Tensor(mul, add);  mul = add = None
        return (sub,)

    class GraphModule(torch.nn.Module):
        def forward(self, add: "f32[2, 3]"):
            mul: "f32[2, 3]" = torch.ops.aten.mul.Tensor(add, 2.0);  add = None
            return mul
