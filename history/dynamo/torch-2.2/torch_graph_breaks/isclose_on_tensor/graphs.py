# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:isclose_on_tensor:3, code: if math.isclose(x.sum(), 3.0):
        sum_1 = l_x_.sum();  l_x_ = None
        return (sum_1,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:isclose_on_tensor:4, code: return x * 2.0
        mul = l_x_ * 2.0;  l_x_ = None
        return (mul,)
