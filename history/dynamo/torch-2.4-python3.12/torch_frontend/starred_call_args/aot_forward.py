# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_frontend.py:_scale_shift:3 in _scale_shift, code: return x * scale + shift
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(mul, 0.5);  mul = None
        return (add,)
