# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 8]"):
        l_x_ = L_x_

        # File: cases/torch_real_code.py:DropoutNet.forward:2 in forward, code: return self.drop(self.fc(x))
        l__self___fc: "f32[2, 8]" = self.L__self___fc(l_x_);  l_x_ = None
        l__self___drop: "f32[2, 8]" = self.L__self___drop(l__self___fc);  l__self___fc = None
        return (l__self___drop,)
