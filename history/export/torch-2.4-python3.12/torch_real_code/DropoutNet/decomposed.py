class GraphModule(torch.nn.Module):
    def forward(self, p_fc_weight: "f32[8, 8]", p_fc_bias: "f32[8]", x: "f32[2, 8]"):
        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        permute: "f32[8, 8]" = torch.ops.aten.permute.default(p_fc_weight, [1, 0]);  p_fc_weight = None
        addmm: "f32[2, 8]" = torch.ops.aten.addmm.default(p_fc_bias, x, permute);  p_fc_bias = x = permute = None

        # File: torch/nn/modules/dropout.py:Dropout.forward in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        native_dropout = torch.ops.aten.native_dropout.default(addmm, 0.5, True);  addmm = None
        getitem: "f32[2, 8]" = native_dropout[0];  native_dropout = None
        return (getitem,)
