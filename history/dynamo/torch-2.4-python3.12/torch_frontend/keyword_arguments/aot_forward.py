# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        # File: cases/torch_frontend.py:keyword_arguments:3 in keyword_arguments, code: s = x.sum(dim=1, keepdim=True)
        sum_1: "f32[2, 1]" = torch.ops.aten.sum.dim_IntList(arg0_1, [1], True);  arg0_1 = None

        # File: cases/torch_frontend.py:keyword_arguments:4 in keyword_arguments, code: return torch.clamp(s, min=0.0, max=2.5)
        clamp: "f32[2, 1]" = torch.ops.aten.clamp.default(sum_1, 0.0, 2.5);  sum_1 = None
        return (clamp,)
