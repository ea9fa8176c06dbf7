# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor, L_y_ : torch.Tensor):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: cases/torch_graph_breaks.py:same_storage_check:5, code: return x + y
        add = l_x_ + l_y_;  l_x_ = l_y_ = None
        return (add,)
