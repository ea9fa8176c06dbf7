# forward graph 1 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_frontend.py:bool_ops_on_tensors:3 in bool_ops_on_tensors, code: return (bool(a.sum() > 0) and not bool(b.any())) or bool(a.max() > 10)
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        return (gt,)

# forward graph 2 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_frontend.py:bool_ops_on_tensors:3 in torch_dynamo_resume_in_bool_ops_on_tensors_at_bool_ops_on_tensors:3, code: return (bool(a.sum() > 0) and not bool(b.any())) or bool(a.max() > 10)
        any_1: "b8[]" = torch.ops.aten.any.default(arg0_1);  arg0_1 = None
        return (any_1,)
