# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:pass_and_del:3 in pass_and_del, code: tmp = x * 2.0
        tmp: "f32[3]" = l_x_ * 2.0;  l_x_ = None

        # File: cases/torch_frontend.py:pass_and_del:4 in pass_and_del, code: out = tmp + 1.0
        out: "f32[3]" = tmp + 1.0;  tmp = None

        # File: cases/torch_frontend.py:pass_and_del:10 in pass_and_del, code: out = out + float(i)
        out_1: "f32[3]" = out + 0.0;  out = None
        out_2: "f32[3]" = out_1 + 2.0;  out_1 = None
        return (out_2,)
