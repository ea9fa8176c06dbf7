# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[s0]"):
        l_x_ = L_x_

        # File: cases/torch_retracing.py:new_shape_dynamic:3 in new_shape_dynamic, code: return (x * 2.0).sum()
        mul: "f32[s0]" = l_x_ * 2.0;  l_x_ = None
        sum_1: "f32[]" = mul.sum();  mul = None
        return (sum_1,)
