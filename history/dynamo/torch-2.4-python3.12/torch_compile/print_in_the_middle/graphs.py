# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_compile.py:print_in_the_middle:3 in print_in_the_middle, code: y = x + 1.0
        y: "f32[3]" = l_x_ + 1.0;  l_x_ = None
        return (y,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_y_: "f32[3]"):
        l_y_ = L_y_

        # File: cases/torch_compile.py:print_in_the_middle:5 in torch_dynamo_resume_in_print_in_the_middle_at_print_in_the_middle:4, code: return y * 2.0
        mul: "f32[3]" = l_y_ * 2.0;  l_y_ = None
        return (mul,)
