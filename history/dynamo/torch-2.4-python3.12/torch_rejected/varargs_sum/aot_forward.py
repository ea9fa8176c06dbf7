# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]", arg1_1: "f32[2]"):
        # File: cases/torch_rejected.py:varargs_sum:3 in varargs_sum, code: total = torch.zeros(2)
        zeros: "f32[2]" = torch.ops.aten.zeros.default([2], device = device(type='cpu'), pin_memory = False)

        # File: cases/torch_rejected.py:varargs_sum:5 in varargs_sum, code: total = total + t
        add: "f32[2]" = torch.ops.aten.add.Tensor(zeros, arg0_1);  zeros = arg0_1 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(add, arg1_1);  add = arg1_1 = None
        return (add_1,)
