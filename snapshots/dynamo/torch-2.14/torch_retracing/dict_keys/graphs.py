# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_d_a_: "f32[2]"):
        l_d_a_ = L_d_a_

        # File: cases/torch_retracing.py:dict_keys:3 in dict_keys, code: total = torch.zeros(2)
        total: "f32[2]" = torch.zeros(2)

        # File: cases/torch_retracing.py:dict_keys:5 in dict_keys, code: total = total + value
        total_1: "f32[2]" = total + l_d_a_;  total = l_d_a_ = None
        return (total_1,)
