# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_models.py:optional_int_refinement:5 in optional_int_refinement, code: y = x * n
        y: "f32[2, 3]" = l_x_ * 4;  l_x_ = None

        # File: cases/torch_models.py:optional_int_refinement:6 in optional_int_refinement, code: return y.mean(dim=1) + torch.arange(y.size(0))
        mean: "f32[2]" = y.mean(dim = 1);  y = None
        arange: "i64[2]" = torch.arange(2)
        add: "f32[2]" = mean + arange;  mean = arange = None
        return (add,)
