# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_rejected.py:lambda_on_tensor:3 in <lambda>, code: double = lambda t: t * 2.0  # noqa: E731
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None

        # File: cases/torch_rejected.py:lambda_on_tensor:4 in lambda_on_tensor, code: return double(x) + 1.0
        add: "f32[3]" = torch.ops.aten.add.Tensor(mul, 1.0);  mul = None
        return (add,)
