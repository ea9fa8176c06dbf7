# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_retracing.py:dict_keys:3 in dict_keys, code: total = torch.zeros(2)
        zeros: "f32[2]" = torch.ops.aten.zeros.default([2], device = device(type='cpu'), pin_memory = False)

        # File: cases/torch_retracing.py:dict_keys:5 in dict_keys, code: total = total + value
        add: "f32[2]" = torch.ops.aten.add.Tensor(zeros, arg0_1);  zeros = arg0_1 = None
        return (add,)
