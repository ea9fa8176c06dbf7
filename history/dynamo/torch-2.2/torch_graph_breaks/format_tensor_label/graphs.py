# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:format_tensor_label:3, code: label = "{:.1f}".format(x.sum())
        sum_1 = l_x_.sum();  l_x_ = None
        return (sum_1,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:format_tensor_label:4, code: return x * len(label)
        mul = l_x_ * 3;  l_x_ = None
        return (mul,)
