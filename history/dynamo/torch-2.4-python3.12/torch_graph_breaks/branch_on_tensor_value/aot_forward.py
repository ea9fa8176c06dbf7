# forward graph 1 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:branch_on_tensor_value:3 in branch_on_tensor_value, code: if x.sum() > 0:
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        return (gt,)

# forward graph 2 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:branch_on_tensor_value:4 in torch_dynamo_resume_in_branch_on_tensor_value_at_branch_on_tensor_value:3, code: return x * 2.0
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        return (mul,)
