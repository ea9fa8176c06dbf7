class GraphModule(torch.nn.Module):
    def forward(self, p_fc_weight: "f32[8, 8]", p_fc_bias: "f32[8]", x: "f32[2, 8]"):
        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[2, 8]" = torch.ops.aten.linear.default(x, p_fc_weight, p_fc_bias);  x = p_fc_weight = p_fc_bias = None

        # File: torch/nn/modules/dropout.py:Dropout.forward in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout: "f32[2, 8]" = torch.ops.aten.dropout.default(linear, 0.5, True);  linear = None
        return (dropout,)
