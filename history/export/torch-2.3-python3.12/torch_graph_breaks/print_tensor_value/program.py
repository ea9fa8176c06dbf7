class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1)
        div: "f32[3]" = torch.ops.aten.div.Tensor(arg0_1, sum_1);  arg0_1 = sum_1 = None
        return (div,)
