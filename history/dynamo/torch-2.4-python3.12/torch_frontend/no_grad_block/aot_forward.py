# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        # File: cases/torch_frontend.py:no_grad_block:3 in no_grad_block, code: y = x + 1.0
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(arg0_1, 1.0);  arg0_1 = None

        # File: cases/torch_frontend.py:no_grad_block:5 in no_grad_block, code: z = y * 2.0
        mul: "f32[2, 3]" = torch.ops.aten.mul.Tensor(add, 2.0)

        # File: cases/torch_frontend.py:no_grad_block:6 in no_grad_block, code: return z - y
        sub: "f32[2, 3]" = torch.ops.aten.sub.Tensor(mul, add);  mul = add = None
        return (sub,)
