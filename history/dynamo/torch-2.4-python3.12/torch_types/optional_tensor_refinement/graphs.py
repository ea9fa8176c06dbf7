# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_bias_: "f32[3]", L_x_: "f32[2, 3]"):
        l_bias_ = L_bias_
        l_x_ = L_x_

        # File: cases/torch_types.py:optional_tensor_refinement:4 in optional_tensor_refinement, code: x = x + bias
        x: "f32[2, 3]" = l_x_ + l_bias_;  l_x_ = l_bias_ = None
        return (x,)
