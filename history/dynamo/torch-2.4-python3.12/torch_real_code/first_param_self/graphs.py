# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_real_code.py:first_param_self:3 in first_param_self, code: return x + 1
        add: "f32[2]" = l_x_ + 1;  l_x_ = None
        return (add,)
