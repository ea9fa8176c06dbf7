# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_retracing.py:list_length:4 in list_length, code: x = x * n
        x: "f32[2]" = l_x_ * 1;  l_x_ = None
        x_1: "f32[2]" = x * 2;  x = None
        return (x_1,)
