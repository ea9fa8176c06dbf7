# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_export_rejected.py:dataclass_argument:3, code: return x * scale.factor
        mul = l_x_ * 2.0;  l_x_ = None
        return (mul,)
