class GraphModule(torch.nn.Module):
    def forward(self, p_0_weight: "f32[3, 4]", p_0_bias: "f32[3]", input: "f32[2, 4]"):
        input_1 = input

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[2, 3]" = torch.ops.aten.linear.default(input_1, p_0_weight, p_0_bias);  input_1 = p_0_weight = p_0_bias = None

        # File: torch/nn/modules/activation.py:ReLU.forward in forward, code: return F.relu(input, inplace=self.inplace)
        relu: "f32[2, 3]" = torch.ops.aten.relu.default(linear);  linear = None
        return (relu,)
