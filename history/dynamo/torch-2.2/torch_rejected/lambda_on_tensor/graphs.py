# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_rejected.py:lambda_on_tensor:3, code: double = lambda t: t * 2.0  # noqa: E731
        mul = l_x_ * 2.0;  l_x_ = None

        # File: cases/torch_rejected.py:lambda_on_tensor:4, code: return double(x) + 1.0
        add = mul + 1.0;  mul = None
        return (add,)
