# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_types.py:DictAndListAttributes.forward:2 in forward, code: out = torch.zeros_like(x)
        out: "f32[2]" = torch.zeros_like(l_x_)

        # File: cases/torch_types.py:DictAndListAttributes.forward:4 in forward, code: out = out + x * self.weights["a"] * float(r)
        mul: "f32[2]" = l_x_ * 1.0
        mul_1: "f32[2]" = mul * 1.0;  mul = None
        out_1: "f32[2]" = out + mul_1;  out = mul_1 = None
        mul_2: "f32[2]" = l_x_ * 1.0;  l_x_ = None
        mul_3: "f32[2]" = mul_2 * 2.0;  mul_2 = None
        out_2: "f32[2]" = out_1 + mul_3;  out_1 = mul_3 = None

        # File: cases/torch_types.py:DictAndListAttributes.forward:5 in forward, code: return out * self.weights["b"]
        mul_4: "f32[2]" = out_2 * 0.5;  out_2 = None
        return (mul_4,)
