# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_models.py:ExportedMethod.rescale:2 in rescale, code: return x * self.scale
        mul: "f32[2, 3]" = l_x_ * 3.0;  l_x_ = None

        # File: cases/torch_models.py:ExportedMethod.forward:2 in forward, code: return self.rescale(x) + 1.0
        add: "f32[2, 3]" = mul + 1.0;  mul = None
        return (add,)
