# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        # File: cases/torch_frontend.py:raise_with_fstring:5 in raise_with_fstring, code: return x.t()
        t: "f32[3, 2]" = torch.ops.aten.t.default(arg0_1);  arg0_1 = None
        return (t,)
