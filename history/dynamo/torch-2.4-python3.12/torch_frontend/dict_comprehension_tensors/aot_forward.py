# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_frontend.py:dict_comprehension_tensors:3 in dict_comprehension_tensors, code: return {i: x * i for i in range(3)}
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 0)
        mul_1: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 1)
        mul_2: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
        return (mul, mul_1, mul_2)
