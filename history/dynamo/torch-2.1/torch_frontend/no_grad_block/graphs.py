# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:no_grad_block:3, code: y = x + 1.0
        add = l_x_ + 1.0;  l_x_ = None

        _set_grad_enabled = torch._C._set_grad_enabled(False)

        # File: cases/torch_frontend.py:no_grad_block:5, code: z = y * 2.0
        mul = add * 2.0

        _set_grad_enabled_1 = torch._C._set_grad_enabled(True)

        # File: cases/torch_frontend.py:no_grad_block:6, code: return z - y
        sub = mul - add;  mul = add = None
        return (sub,)
