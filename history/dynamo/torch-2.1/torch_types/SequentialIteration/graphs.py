# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_types.py:SequentialIteration.forward:3, code: x = layer(x)
        l__self___seq_0 = self.L__self___seq_0(l_x_);  l_x_ = None
        l__self___seq_1 = self.L__self___seq_1(l__self___seq_0);  l__self___seq_0 = None
        l__self___seq_2 = self.L__self___seq_2(l__self___seq_1);  l__self___seq_1 = None

        # File: cases/torch_types.py:SequentialIteration.forward:4, code: out = torch.zeros(x.size(0), 2)
        zeros = torch.zeros(2, 2)

        # File: cases/torch_types.py:SequentialIteration.forward:6, code: out = out + head(x) * float(i + 1)
        l__self___heads_0 = self.L__self___heads_0(l__self___seq_2)
        mul = l__self___heads_0 * 1.0;  l__self___heads_0 = None
        add = zeros + mul;  zeros = mul = None
        l__self___heads_1 = self.L__self___heads_1(l__self___seq_2);  l__self___seq_2 = None
        mul_1 = l__self___heads_1 * 2.0;  l__self___heads_1 = None
        add_1 = add + mul_1;  add = mul_1 = None
        return (add_1,)
