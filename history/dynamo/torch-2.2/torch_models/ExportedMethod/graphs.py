# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_models.py:ExportedMethod.rescale:2, code: return x * self.scale
        mul = l_x_ * 3.0;  l_x_ = None

        # File: cases/torch_models.py:ExportedMethod.forward:2, code: return self.rescale(x) + 1.0
        add = mul + 1.0;  mul = None
        return (add,)
