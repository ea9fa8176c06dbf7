# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_frontend.py:record_function_block:4 in record_function_block, code: y = x * 3.0
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 3.0);  arg0_1 = None

        # File: cases/torch_frontend.py:record_function_block:5 in record_function_block, code: return y + 1.0
        add: "f32[3]" = torch.ops.aten.add.Tensor(mul, 1.0);  mul = None
        return (add,)
