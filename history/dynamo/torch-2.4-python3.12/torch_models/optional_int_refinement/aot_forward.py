# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        # File: cases/torch_models.py:optional_int_refinement:5 in optional_int_refinement, code: y = x * n
        mul: "f32[2, 3]" = torch.ops.aten.mul.Tensor(arg0_1, 4);  arg0_1 = None

        # File: cases/torch_models.py:optional_int_refinement:6 in optional_int_refinement, code: return y.mean(dim=1) + torch.arange(y.size(0))
        mean: "f32[2]" = torch.ops.aten.mean.dim(mul, [1]);  mul = None
        arange: "i64[2]" = torch.ops.aten.arange.default(2, device = device(type='cpu'), pin_memory = False)
        add: "f32[2]" = torch.ops.aten.add.Tensor(mean, arange);  mean = arange = None
        return (add,)
