# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        # File: cases/torch_types.py:named_tuple_result:3 in named_tuple_result, code: return _Stats(x.mean(), x.numel())
        mean: "f32[]" = torch.ops.aten.mean.default(arg0_1);  arg0_1 = None
        return (mean,)
