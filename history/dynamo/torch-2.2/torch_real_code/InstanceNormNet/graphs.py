# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_real_code.py:InstanceNormNet.forward:2, code: return self.norm(x)
        l__self___norm = self.L__self___norm(l_x_);  l_x_ = None
        return (l__self___norm,)
