# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_xs_0_: "f32[2]", L_xs_1_: "f32[2]"):
        l_xs_0_ = L_xs_0_
        l_xs_1_ = L_xs_1_

        # File: cases/torch_types.py:list_of_tensors:5 in list_of_tensors, code: out.append(xs[i] + float(i))
        add: "f32[2]" = l_xs_0_ + 0.0;  l_xs_0_ = None
        add_1: "f32[2]" = l_xs_1_ + 1.0;  l_xs_1_ = None

        # File: cases/torch_types.py:list_of_tensors:6 in list_of_tensors, code: return torch.stack(out)
        stack: "f32[2, 2]" = torch.stack([add, add_1]);  add = add_1 = None
        return (stack,)
