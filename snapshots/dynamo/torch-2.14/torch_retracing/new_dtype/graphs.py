# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_retracing.py:new_dtype:3 in new_dtype, code: return x * 2
        mul: "f32[3]" = l_x_ * 2;  l_x_ = None
        return (mul,)
