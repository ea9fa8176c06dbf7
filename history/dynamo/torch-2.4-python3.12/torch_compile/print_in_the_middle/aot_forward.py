# forward graph 1 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_compile.py:print_in_the_middle:3 in print_in_the_middle, code: y = x + 1.0
        add: "f32[3]" = torch.ops.aten.add.Tensor(arg0_1, 1.0);  arg0_1 = None
        return (add,)

# forward graph 2 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_compile.py:print_in_the_middle:5 in torch_dynamo_resume_in_print_in_the_middle_at_print_in_the_middle:4, code: return y * 2.0
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        return (mul,)
