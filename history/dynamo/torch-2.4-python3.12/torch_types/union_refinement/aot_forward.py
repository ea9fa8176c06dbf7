# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_types.py:union_refinement:4 in union_refinement, code: return x * float(k)
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 3.0);  arg0_1 = None
        return (mul,)
