class GraphModule(torch.nn.Module):
    def forward(self, pair_0: "f32[2]", pair_1):
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(pair_0, 3);  pair_0 = None
        return (4, mul)
