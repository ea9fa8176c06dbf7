# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:keyword_arguments:3 in keyword_arguments, code: s = x.sum(dim=1, keepdim=True)
        s: "f32[2, 1]" = l_x_.sum(dim = 1, keepdim = True);  l_x_ = None

        # File: cases/torch_frontend.py:keyword_arguments:4 in keyword_arguments, code: return torch.clamp(s, min=0.0, max=2.5)
        clamp: "f32[2, 1]" = torch.clamp(s, min = 0.0, max = 2.5);  s = None
        return (clamp,)
