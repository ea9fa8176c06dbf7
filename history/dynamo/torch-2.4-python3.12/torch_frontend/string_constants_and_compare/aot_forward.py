# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_frontend.py:string_constants_and_compare:7 in string_constants_and_compare, code: return x.mean()
        mean: "f32[]" = torch.ops.aten.mean.default(arg0_1);  arg0_1 = None
        return (mean,)
