# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:branch_on_tensor_value:3 in branch_on_tensor_value, code: if x.sum() > 0:
        sum_1: "f32[]" = l_x_.sum();  l_x_ = None
        gt: "b8[]" = sum_1 > 0;  sum_1 = None
        return (gt,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:branch_on_tensor_value:4 in torch_dynamo_resume_in_branch_on_tensor_value_at_branch_on_tensor_value:3, code: return x * 2.0
        mul: "f32[3]" = l_x_ * 2.0;  l_x_ = None
        return (mul,)
