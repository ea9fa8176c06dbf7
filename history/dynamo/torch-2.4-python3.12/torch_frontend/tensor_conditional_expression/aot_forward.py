# forward graph 1 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_frontend.py:tensor_conditional_expression:3 in tensor_conditional_expression, code: return x * 2.0 if bool(x.sum() > 0) else -x
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        return (gt,)

# forward graph 2 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_frontend.py:tensor_conditional_expression:3 in torch_dynamo_resume_in_tensor_conditional_expression_at_tensor_conditional_expression:3, code: return x * 2.0 if bool(x.sum() > 0) else -x
        neg: "f32[2]" = torch.ops.aten.neg.default(arg0_1);  arg0_1 = None
        return (neg,)
