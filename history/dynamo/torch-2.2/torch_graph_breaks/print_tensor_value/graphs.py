# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:print_tensor_value:3, code: total = x.sum()
        total = l_x_.sum();  l_x_ = None
        return (total,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor, L_total_ : torch.Tensor):
        l_x_ = L_x_
        l_total_ = L_total_

        # File: cases/torch_graph_breaks.py:print_tensor_value:5, code: return x / total
        truediv = l_x_ / l_total_;  l_x_ = l_total_ = None
        return (truediv,)
