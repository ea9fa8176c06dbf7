# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:_halve:3 in _halve, code: return t / 2.0
        div: "f32[3]" = torch.ops.aten.div.Tensor(arg0_1, 2.0);  arg0_1 = None

        # File: cases/torch_graph_breaks.py:globals_lookup:4 in torch_dynamo_resume_in_globals_lookup_at_globals_lookup:3, code: return scale(x) + 1.0
        add: "f32[3]" = torch.ops.aten.add.Tensor(div, 1.0);  div = None
        return (add,)
