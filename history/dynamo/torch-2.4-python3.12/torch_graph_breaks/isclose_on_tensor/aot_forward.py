# forward graph 1 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:isclose_on_tensor:3 in isclose_on_tensor, code: if math.isclose(x.sum(), 3.0):
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
        return (sum_1,)

# forward graph 2 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:isclose_on_tensor:4 in torch_dynamo_resume_in_isclose_on_tensor_at_isclose_on_tensor:3, code: return x * 2.0
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        return (mul,)
