# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_compile.py:numpy_in_the_middle:3 in numpy_in_the_middle, code: total = float(np.sum(x.numpy()))
        view_as: "f32[3]" = l_x_.view_as(l_x_);  l_x_ = None
        wrapped_sum: "f32[]" = torch__dynamo_utils_wrapped_sum(view_as);  view_as = None
        return (wrapped_sum,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_compile.py:numpy_in_the_middle:4 in torch_dynamo_resume_in_numpy_in_the_middle_at_numpy_in_the_middle:3, code: return x * math.sqrt(total)
        mul: "f32[3]" = l_x_ * 1.7320508075688772;  l_x_ = None
        return (mul,)
