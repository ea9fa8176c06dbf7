# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_compile.py:numpy_in_the_middle:3, code: total = float(np.sum(x.numpy()))
        view_as = l_x_.view_as(l_x_);  l_x_ = None
        wrapped_sum = torch__dynamo_utils_wrapped_sum(view_as);  view_as = None
        return (wrapped_sum,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_compile.py:numpy_in_the_middle:4, code: return x * math.sqrt(total)
        mul = l_x_ * 1.7320508075688772;  l_x_ = None
        return (mul,)
