# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_types.py:tuple_argument_and_return:4 in tuple_argument_and_return, code: return n + 1, value * n
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 3);  arg0_1 = None
        return (mul,)
