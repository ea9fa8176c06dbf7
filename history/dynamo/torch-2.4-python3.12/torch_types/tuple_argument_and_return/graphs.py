# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_pair_0_: "f32[2]"):
        l_pair_0_ = L_pair_0_

        # File: cases/torch_types.py:tuple_argument_and_return:4 in tuple_argument_and_return, code: return n + 1, value * n
        mul: "f32[2]" = l_pair_0_ * 3;  l_pair_0_ = None
        return (mul,)
