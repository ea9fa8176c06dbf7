class GraphModule(torch.nn.Module):
    def forward(self, c_bias: "f32[3]", x: "f32[2, 3]"):
        # File: cases/torch_types.py:OptionalAttribute.forward:5 in forward, code: return x + bias
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(x, c_bias);  x = c_bias = None
        return (add,)
