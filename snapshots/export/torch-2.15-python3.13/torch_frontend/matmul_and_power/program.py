class GraphModule(torch.nn.Module):
    def forward(self, a: "f32[2, 2]", v: "f32[2]"):
        matmul: "f32[2]" = torch.ops.aten.matmul.default(a, v);  a = v = None
        pow_1: "f32[2]" = torch.ops.aten.pow.Tensor_Scalar(matmul, 2)
        floor_divide: "f32[2]" = torch.ops.aten.floor_divide.default(matmul, 2);  matmul = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(pow_1, floor_divide);  pow_1 = floor_divide = None
        return (add,)
