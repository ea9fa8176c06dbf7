# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_a_ : torch.Tensor, L_v_ : torch.Tensor):
        l_a_ = L_a_
        l_v_ = L_v_

        # File: cases/torch_frontend.py:matmul_and_power:3, code: y = a @ v
        matmul = l_a_ @ l_v_;  l_a_ = l_v_ = None

        # File: cases/torch_frontend.py:matmul_and_power:4, code: return y**2 + (y // 2)
        pow_1 = matmul ** 2
        floordiv = matmul // 2;  matmul = None
        add = pow_1 + floordiv;  pow_1 = floordiv = None
        return (add,)
