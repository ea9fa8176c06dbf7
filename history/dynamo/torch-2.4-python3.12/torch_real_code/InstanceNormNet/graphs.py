# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3, 5]"):
        l_x_ = L_x_

        # File: cases/torch_real_code.py:InstanceNormNet.forward:2 in forward, code: return self.norm(x)
        l__self___norm: "f32[2, 3, 5]" = self.L__self___norm(l_x_);  l_x_ = None
        return (l__self___norm,)
