class GraphModule(torch.nn.Module):
    def forward(self, p_layers_0_weight: "f32[4, 4]", p_layers_0_bias: "f32[4]", p_layers_1_weight: "f32[4, 4]", p_layers_1_bias: "f32[4]", p_layers_2_weight: "f32[4, 4]", p_layers_2_bias: "f32[4]", x: "f32[2, 4]"):
        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[2, 4]" = torch.ops.aten.linear.default(x, p_layers_0_weight, p_layers_0_bias);  x = p_layers_0_weight = p_layers_0_bias = None

        # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        relu: "f32[2, 4]" = torch.ops.aten.relu.default(linear);  linear = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear_1: "f32[2, 4]" = torch.ops.aten.linear.default(relu, p_layers_1_weight, p_layers_1_bias);  relu = p_layers_1_weight = p_layers_1_bias = None

        # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        relu_1: "f32[2, 4]" = torch.ops.aten.relu.default(linear_1);  linear_1 = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear_2: "f32[2, 4]" = torch.ops.aten.linear.default(relu_1, p_layers_2_weight, p_layers_2_bias);  relu_1 = p_layers_2_weight = p_layers_2_bias = None

        # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        relu_2: "f32[2, 4]" = torch.ops.aten.relu.default(linear_2);  linear_2 = None
        return (relu_2,)
