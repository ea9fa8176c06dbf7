# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3]"):
        # File: cases/torch_frontend.py:dict_of_tensors:3 in dict_of_tensors, code: parts: Dict[str, torch.Tensor] = {"a": x, "b": x * 2.0}
        mul: "f32[2, 3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0)

        # File: cases/torch_frontend.py:dict_of_tensors:5 in dict_of_tensors, code: parts["c"] = x - 1.0
        sub: "f32[2, 3]" = torch.ops.aten.sub.Tensor(arg0_1, 1.0)

        # File: cases/torch_frontend.py:dict_of_tensors:6 in dict_of_tensors, code: total = torch.zeros_like(x)
        zeros_like: "f32[2, 3]" = torch.ops.aten.zeros_like.default(arg0_1, pin_memory = False)

        # File: cases/torch_frontend.py:dict_of_tensors:8 in dict_of_tensors, code: total = total + value
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(zeros_like, arg0_1);  zeros_like = arg0_1 = None
        add_1: "f32[2, 3]" = torch.ops.aten.add.Tensor(add, mul);  add = mul = None
        add_2: "f32[2, 3]" = torch.ops.aten.add.Tensor(add_1, sub);  add_1 = sub = None
        return (add_2,)
