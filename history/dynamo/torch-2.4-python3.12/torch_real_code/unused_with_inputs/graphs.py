# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_real_code.py:unused_with_inputs:3 in unused_with_inputs, code: return x + 1
        add: "f32[2]" = l_x_ + 1;  l_x_ = None
        return (add,)
