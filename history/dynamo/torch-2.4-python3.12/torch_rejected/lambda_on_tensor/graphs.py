# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_rejected.py:lambda_on_tensor:3 in <lambda>, code: double = lambda t: t * 2.0  # noqa: E731
        mul: "f32[3]" = l_x_ * 2.0;  l_x_ = None

        # File: cases/torch_rejected.py:lambda_on_tensor:4 in lambda_on_tensor, code: return double(x) + 1.0
        add: "f32[3]" = mul + 1.0;  mul = None
        return (add,)
