# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_real_code.py:uses_global_layer:3 in uses_global_layer, code: return layer(x)
        layer: "f32[3]" = self.layer(l_x_);  l_x_ = None
        return (layer,)
