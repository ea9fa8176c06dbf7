# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_rejected.py:keyword_varargs:3 in keyword_varargs, code: return x * options.get("scale", 1.0)
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 1.0);  arg0_1 = None
        return (mul,)
