class GraphModule(torch.nn.Module):
    def forward(self, c_lifted_tensor_0: "f32[3, 3]", c_lifted_tensor_1: "f32[3]", x: "f32[3]"):
        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[3]" = torch.ops.aten.linear.default(x, c_lifted_tensor_0, c_lifted_tensor_1);  x = c_lifted_tensor_0 = c_lifted_tensor_1 = None
        return (linear,)
