# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:_halve:3 in _halve, code: return t / 2.0
        truediv: "f32[3]" = l_x_ / 2.0;  l_x_ = None

        # File: cases/torch_graph_breaks.py:globals_lookup:4 in torch_dynamo_resume_in_globals_lookup_at_globals_lookup:3, code: return scale(x) + 1.0
        add: "f32[3]" = truediv + 1.0;  truediv = None
        return (add,)
