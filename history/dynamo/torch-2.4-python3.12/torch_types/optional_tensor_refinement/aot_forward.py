# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]", arg1_1: "f32[2, 3]"):
        # File: cases/torch_types.py:optional_tensor_refinement:4 in optional_tensor_refinement, code: x = x + bias
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(arg1_1, arg0_1);  arg1_1 = arg0_1 = None
        return (add,)
