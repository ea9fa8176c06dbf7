# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_retracing.py:global_read:5 in global_read, code: y = x + OFFSET
        y: "f32[2]" = l_x_ + 2.0;  l_x_ = None
        return (y,)
