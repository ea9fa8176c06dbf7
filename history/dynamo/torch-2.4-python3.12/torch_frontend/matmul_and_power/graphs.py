# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_a_: "f32[2, 2]", L_v_: "f32[2]"):
        l_a_ = L_a_
        l_v_ = L_v_

        # File: cases/torch_frontend.py:matmul_and_power:3 in matmul_and_power, code: y = a @ v
        y: "f32[2]" = l_a_ @ l_v_;  l_a_ = l_v_ = None

        # File: cases/torch_frontend.py:matmul_and_power:4 in matmul_and_power, code: return y**2 + (y // 2)
        pow_1: "f32[2]" = y ** 2
        floordiv: "f32[2]" = y // 2;  y = None
        add: "f32[2]" = pow_1 + floordiv;  pow_1 = floordiv = None
        return (add,)
