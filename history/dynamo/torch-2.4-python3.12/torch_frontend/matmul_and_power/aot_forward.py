# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 2]", arg1_1: "f32[2]"):
        # File: cases/torch_frontend.py:matmul_and_power:3 in matmul_and_power, code: y = a @ v
        mv: "f32[2]" = torch.ops.aten.mv.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None

        # File: cases/torch_frontend.py:matmul_and_power:4 in matmul_and_power, code: return y**2 + (y // 2)
        pow_1: "f32[2]" = torch.ops.aten.pow.Tensor_Scalar(mv, 2)
        floor_divide: "f32[2]" = torch.ops.aten.floor_divide.default(mv, 2);  mv = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(pow_1, floor_divide);  pow_1 = floor_divide = None
        return (add,)
