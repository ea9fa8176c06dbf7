# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_: "f32[3]"):
        l_stack0_ = L_stack0_

        # File: cases/torch_graph_breaks.py:tolist_python_sum:3 in torch_dynamo_resume_in_tolist_python_sum_at_tolist_python_sum:3, code: return x * sum(x.tolist())
        mul: "f32[3]" = l_stack0_ * 6.0;  l_stack0_ = None
        return (mul,)
