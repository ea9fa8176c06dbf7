# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, s0 : torch.SymInt, s1 : torch.SymInt, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_compile.py:dynamic_batch:3, code: return x.sum(dim=0) * x.shape[0]
        sum_1 = l_x_.sum(dim = 0)
        size = l_x_.size();  l_x_ = None
        getitem = size[0];  size = None
        mul = sum_1 * getitem;  sum_1 = getitem = None
        return (mul,)
