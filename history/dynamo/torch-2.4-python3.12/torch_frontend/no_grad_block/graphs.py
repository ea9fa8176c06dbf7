# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:no_grad_block:3 in no_grad_block, code: y = x + 1.0
        y: "f32[2, 3]" = l_x_ + 1.0;  l_x_ = None

        _set_grad_enabled = torch._C._set_grad_enabled(False)

        # File: cases/torch_frontend.py:no_grad_block:5 in no_grad_block, code: z = y * 2.0
        z: "f32[2, 3]" = y * 2.0

        _set_grad_enabled_1 = torch._C._set_grad_enabled(True)

        # File: cases/torch_frontend.py:no_grad_block:6 in no_grad_block, code: return z - y
        sub: "f32[2, 3]" = z - y;  z = y = None
        return (sub,)
