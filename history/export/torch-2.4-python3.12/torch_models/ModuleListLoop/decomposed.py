class GraphModule(torch.nn.Module):
    def forward(self, p_layers_0_weight: "f32[4, 4]", p_layers_0_bias: "f32[4]", p_layers_1_weight: "f32[4, 4]", p_layers_1_bias: "f32[4]", p_layers_2_weight: "f32[4, 4]", p_layers_2_bias: "f32[4]", x: "f32[2, 4]"):
        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        permute: "f32[4, 4]" = torch.ops.aten.permute.default(p_layers_0_weight, [1, 0]);  p_layers_0_weight = None
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(p_layers_0_bias, x, permute);  p_layers_0_bias = x = permute = None

        # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        relu: "f32[2, 4]" = torch.ops.aten.relu.default(addmm);  addmm = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        permute_1: "f32[4, 4]" = torch.ops.aten.permute.default(p_layers_1_weight, [1, 0]);  p_layers_1_weight = None
        addmm_1: "f32[2, 4]" = torch.ops.aten.addmm.default(p_layers_1_bias, relu, permute_1);  p_layers_1_bias = relu = permute_1 = None

        # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        relu_1: "f32[2, 4]" = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        permute_2: "f32[4, 4]" = torch.ops.aten.permute.default(p_layers_2_weight, [1, 0]);  p_layers_2_weight = None
        addmm_2: "f32[2, 4]" = torch.ops.aten.addmm.default(p_layers_2_bias, relu_1, permute_2);  p_layers_2_bias = relu_1 = permute_2 = None

        # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        relu_2: "f32[2, 4]" = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
        return (relu_2,)
