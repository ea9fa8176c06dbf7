# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_types.py:DictAndListAttributes.forward:2, code: out = torch.zeros_like(x)
        zeros_like = torch.zeros_like(l_x_)

        # File: cases/torch_types.py:DictAndListAttributes.forward:4, code: out = out + x * self.weights["a"] * float(r)
        mul = l_x_ * 1.0
        mul_1 = mul * 1.0;  mul = None
        add = zeros_like + mul_1;  zeros_like = mul_1 = None
        mul_2 = l_x_ * 1.0;  l_x_ = None
        mul_3 = mul_2 * 2.0;  mul_2 = None
        add_1 = add + mul_3;  add = mul_3 = None

        # File: cases/torch_types.py:DictAndListAttributes.forward:5, code: return out * self.weights["b"]
        mul_4 = add_1 * 0.5;  add_1 = None
        return (mul_4,)
