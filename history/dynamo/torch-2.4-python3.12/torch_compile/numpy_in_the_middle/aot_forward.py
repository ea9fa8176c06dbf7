# forward graph 1 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_compile.py:numpy_in_the_middle:3 in numpy_in_the_middle, code: total = float(np.sum(x.numpy()))
        view: "f32[3]" = torch.ops.aten.view.default(arg0_1, [3]);  arg0_1 = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(view);  view = None
        return (sum_1,)

# forward graph 2 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_compile.py:numpy_in_the_middle:4 in torch_dynamo_resume_in_numpy_in_the_middle_at_numpy_in_the_middle:3, code: return x * math.sqrt(total)
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 1.7320508075688772);  arg0_1 = None
        return (mul,)
