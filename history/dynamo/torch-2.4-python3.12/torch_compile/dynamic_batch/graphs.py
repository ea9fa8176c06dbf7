# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", s1: "Sym(s1)", L_x_: "f32[s0, s1]"):
        l_x_ = L_x_

        # File: cases/torch_compile.py:dynamic_batch:3 in dynamic_batch, code: return x.sum(dim=0) * x.shape[0]
        sum_1: "f32[s1]" = l_x_.sum(dim = 0)
        size = l_x_.size();  l_x_ = None
        getitem: "Sym(s0)" = size[0];  size = None
        mul: "f32[s1]" = sum_1 * getitem;  sum_1 = getitem = None
        return (mul,)
