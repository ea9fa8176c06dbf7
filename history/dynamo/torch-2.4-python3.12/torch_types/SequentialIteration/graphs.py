# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 4]"):
        l_x_ = L_x_

        # File: cases/torch_types.py:SequentialIteration.forward:3 in forward, code: x = layer(x)
        x: "f32[2, 4]" = self.L__self___seq_0(l_x_);  l_x_ = None
        x_1: "f32[2, 4]" = self.L__self___seq_1(x);  x = None
        x_2: "f32[2, 4]" = self.L__self___seq_2(x_1);  x_1 = None

        # File: cases/torch_types.py:SequentialIteration.forward:4 in forward, code: out = torch.zeros(x.size(0), 2)
        out: "f32[2, 2]" = torch.zeros(2, 2)

        # File: cases/torch_types.py:SequentialIteration.forward:6 in forward, code: out = out + head(x) * float(i + 1)
        l__self___heads_0: "f32[2, 2]" = self.L__self___heads_0(x_2)
        mul: "f32[2, 2]" = l__self___heads_0 * 1.0;  l__self___heads_0 = None
        out_1: "f32[2, 2]" = out + mul;  out = mul = None
        l__self___heads_1: "f32[2, 2]" = self.L__self___heads_1(x_2);  x_2 = None
        mul_1: "f32[2, 2]" = l__self___heads_1 * 2.0;  l__self___heads_1 = None
        out_2: "f32[2, 2]" = out_1 + mul_1;  out_1 = mul_1 = None
        return (out_2,)
