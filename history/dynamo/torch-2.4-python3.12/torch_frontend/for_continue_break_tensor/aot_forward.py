# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_frontend.py:for_continue_break_tensor:8 in for_continue_break_tensor, code: x = x * float(s)
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        return (mul,)
