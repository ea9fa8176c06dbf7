# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, G_layer_parameters_weight_: "f32[3, 3]", G_layer_parameters_bias_: "f32[3]", L_x_: "f32[3]"):
        g_layer_parameters_weight_ = G_layer_parameters_weight_
        g_layer_parameters_bias_ = G_layer_parameters_bias_
        l_x_ = L_x_

         # File: cases/torch_real_code.py:uses_global_layer:3 in uses_global_layer, code: return layer(x)
        linear: "f32[3]" = torch._C._nn.linear(l_x_, g_layer_parameters_weight_, g_layer_parameters_bias_);  l_x_ = g_layer_parameters_weight_ = g_layer_parameters_bias_ = None
        return (linear,)
