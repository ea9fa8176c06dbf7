# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:string_constants_and_compare:7 in string_constants_and_compare, code: return x.mean()
        mean: "f32[]" = l_x_.mean();  l_x_ = None
        return (mean,)
