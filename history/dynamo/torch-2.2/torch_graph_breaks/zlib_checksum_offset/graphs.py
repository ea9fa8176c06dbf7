# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:zlib_checksum_offset:4, code: return x + float(offset)
        add = l_x_ + 4.0;  l_x_ = None
        return (add,)
