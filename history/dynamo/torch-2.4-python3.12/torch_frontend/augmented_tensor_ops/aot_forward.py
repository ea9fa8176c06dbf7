# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_frontend.py:augmented_tensor_ops:3 in augmented_tensor_ops, code: y = x.clone()
        clone: "f32[3]" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:4 in augmented_tensor_ops, code: y += 1.0
        add: "f32[3]" = torch.ops.aten.add.Tensor(clone, 1.0);  clone = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:5 in augmented_tensor_ops, code: y *= 3.0
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(add, 3.0);  add = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:6 in augmented_tensor_ops, code: y -= 0.5
        sub: "f32[3]" = torch.ops.aten.sub.Tensor(mul, 0.5);  mul = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:7 in augmented_tensor_ops, code: y /= 2.0
        div: "f32[3]" = torch.ops.aten.div.Tensor(sub, 2.0);  sub = None
        return (div,)
