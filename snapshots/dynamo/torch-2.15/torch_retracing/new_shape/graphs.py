# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_retracing.py:new_shape:3 in new_shape, code: return (x * 2.0).sum()
        mul: "f32[2]" = l_x_ * 2.0;  l_x_ = None
        sum_1: "f32[]" = mul.sum();  mul = None
        return (sum_1,)
