# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_types.py:DictAndListAttributes.forward:2 in forward, code: out = torch.zeros_like(x)
        zeros_like: "f32[2]" = torch.ops.aten.zeros_like.default(arg0_1, pin_memory = False)

        # File: cases/torch_types.py:DictAndListAttributes.forward:4 in forward, code: out = out + x * self.weights["a"] * float(r)
        mul: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 1.0)
        mul_1: "f32[2]" = torch.ops.aten.mul.Tensor(mul, 1.0);  mul = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(zeros_like, mul_1);  zeros_like = mul_1 = None
        mul_2: "f32[2]" = torch.ops.aten.mul.Tensor(arg0_1, 1.0);  arg0_1 = None
        mul_3: "f32[2]" = torch.ops.aten.mul.Tensor(mul_2, 2.0);  mul_2 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(add, mul_3);  add = mul_3 = None

        # File: cases/torch_types.py:DictAndListAttributes.forward:5 in forward, code: return out * self.weights["b"]
        mul_4: "f32[2]" = torch.ops.aten.mul.Tensor(add_1, 0.5);  add_1 = None
        return (mul_4,)
