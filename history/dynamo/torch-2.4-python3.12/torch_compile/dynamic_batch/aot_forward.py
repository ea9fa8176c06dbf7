# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s0)", arg1_1: "Sym(s1)", arg2_1: "f32[s0, s1]"):
        # File: cases/torch_compile.py:dynamic_batch:3 in dynamic_batch, code: return x.sum(dim=0) * x.shape[0]
        sum_1: "f32[s1]" = torch.ops.aten.sum.dim_IntList(arg2_1, [0]);  arg2_1 = None
        mul: "f32[s1]" = torch.ops.aten.mul.Tensor(sum_1, arg0_1);  sum_1 = arg0_1 = None
        return (mul,)
