# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]", arg1_1: "f32[2]"):
        # File: cases/torch_types.py:list_of_tensors:5 in list_of_tensors, code: out.append(xs[i] + float(i))
        add: "f32[2]" = torch.ops.aten.add.Tensor(arg0_1, 0.0);  arg0_1 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(arg1_1, 1.0);  arg1_1 = None

        # File: cases/torch_types.py:list_of_tensors:6 in list_of_tensors, code: return torch.stack(out)
        stack: "f32[2, 2]" = torch.ops.aten.stack.default([add, add_1]);  add = add_1 = None
        return (stack,)
