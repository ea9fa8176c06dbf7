# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:raise_with_fstring:5 in raise_with_fstring, code: return x.t()
        t: "f32[3, 2]" = l_x_.t();  l_x_ = None
        return (t,)
