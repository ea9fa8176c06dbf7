# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]", arg1_1: "f32[2]"):
        # File: cases/torch_types.py:dict_str_tensor:5 in dict_str_tensor, code: out[key] = params[key] * 2.0
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        mul_1: "f32[2]" = torch.ops.aten.mul.Tensor(arg1_1, 2.0);  arg1_1 = None

        # File: cases/torch_types.py:dict_str_tensor:6 in dict_str_tensor, code: out["extra"] = params.get("missing", torch.ones(1))
        ones: "f32[1]" = torch.ops.aten.ones.default([1], device = device(type='cpu'), pin_memory = False)
        return (mul, mul_1, ones)
