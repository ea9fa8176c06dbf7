# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_rejected.py:while_else_loop:5 in while_else_loop, code: x = x * 2.0
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        mul_1: "f32[2]" = torch.ops.aten.mul.Tensor(mul, 2.0);  mul = None

        # File: cases/torch_rejected.py:while_else_loop:8 in while_else_loop, code: x = x + 1.0
        add: "f32[2]" = torch.ops.aten.add.Tensor(mul_1, 1.0);  mul_1 = None
        return (add,)
