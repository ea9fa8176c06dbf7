# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:tensor_conditional_expression:3 in tensor_conditional_expression, code: return x * 2.0 if bool(x.sum() > 0) else -x
        sum_1: "f32[]" = l_x_.sum();  l_x_ = None
        gt: "b8[]" = sum_1 > 0;  sum_1 = None
        return (gt,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:tensor_conditional_expression:3 in torch_dynamo_resume_in_tensor_conditional_expression_at_tensor_conditional_expression:3, code: return x * 2.0 if bool(x.sum() > 0) else -x
        neg: "f32[2]" = -l_x_;  l_x_ = None
        return (neg,)
