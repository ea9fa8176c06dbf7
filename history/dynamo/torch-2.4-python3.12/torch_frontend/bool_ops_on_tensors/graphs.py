# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_a_: "f32[2]"):
        l_a_ = L_a_

        # File: cases/torch_frontend.py:bool_ops_on_tensors:3 in bool_ops_on_tensors, code: return (bool(a.sum() > 0) and not bool(b.any())) or bool(a.max() > 10)
        sum_1: "f32[]" = l_a_.sum();  l_a_ = None
        gt: "b8[]" = sum_1 > 0;  sum_1 = None
        return (gt,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_b_: "f32[2]"):
        l_b_ = L_b_

        # File: cases/torch_frontend.py:bool_ops_on_tensors:3 in torch_dynamo_resume_in_bool_ops_on_tensors_at_bool_ops_on_tensors:3, code: return (bool(a.sum() > 0) and not bool(b.any())) or bool(a.max() > 10)
        any_1: "b8[]" = l_b_.any();  l_b_ = None
        return (any_1,)
