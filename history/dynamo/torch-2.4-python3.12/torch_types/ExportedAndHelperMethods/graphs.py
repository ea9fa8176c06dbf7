# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_types.py:ExportedAndHelperMethods.helper:2 in helper, code: return x + self.offset
        add: "f32[3]" = l_x_ + 0.5;  l_x_ = None

        # File: cases/torch_types.py:ExportedAndHelperMethods.forward:2 in forward, code: return self.helper(x) * 2.0
        mul: "f32[3]" = add * 2.0;  add = None
        return (mul,)
