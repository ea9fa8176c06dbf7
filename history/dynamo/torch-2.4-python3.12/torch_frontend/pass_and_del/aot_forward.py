# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_frontend.py:pass_and_del:3 in pass_and_del, code: tmp = x * 2.0
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None

        # File: cases/torch_frontend.py:pass_and_del:4 in pass_and_del, code: out = tmp + 1.0
        add: "f32[3]" = torch.ops.aten.add.Tensor(mul, 1.0);  mul = None

        # File: cases/torch_frontend.py:pass_and_del:10 in pass_and_del, code: out = out + float(i)
        add_1: "f32[3]" = torch.ops.aten.add.Tensor(add, 0.0);  add = None
        add_2: "f32[3]" = torch.ops.aten.add.Tensor(add_1, 2.0);  add_1 = None
        return (add_2,)
