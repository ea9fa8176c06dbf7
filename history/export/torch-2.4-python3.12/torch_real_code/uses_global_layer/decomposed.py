class GraphModule(torch.nn.Module):
    def forward(self, c_lifted_tensor_0: "f32[3, 3]", c_lifted_tensor_1: "f32[3]", x: "f32[3]"):
        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        view: "f32[1, 3]" = torch.ops.aten.view.default(x, [1, 3]);  x = None
        permute: "f32[3, 3]" = torch.ops.aten.permute.default(c_lifted_tensor_0, [1, 0]);  c_lifted_tensor_0 = None
        addmm: "f32[1, 3]" = torch.ops.aten.addmm.default(c_lifted_tensor_1, view, permute);  c_lifted_tensor_1 = view = permute = None
        view_1: "f32[3]" = torch.ops.aten.view.default(addmm, [3]);  addmm = None
        return (view_1,)
