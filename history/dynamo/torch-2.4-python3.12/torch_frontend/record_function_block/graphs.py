# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:record_function_block:4 in record_function_block, code: y = x * 3.0
        y: "f32[3]" = l_x_ * 3.0;  l_x_ = None

        # File: cases/torch_frontend.py:record_function_block:5 in record_function_block, code: return y + 1.0
        add: "f32[3]" = y + 1.0;  y = None
        return (add,)
