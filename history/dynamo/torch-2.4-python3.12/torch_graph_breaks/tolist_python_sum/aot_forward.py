# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:tolist_python_sum:3 in torch_dynamo_resume_in_tolist_python_sum_at_tolist_python_sum:3, code: return x * sum(x.tolist())
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 6.0);  arg0_1 = None
        return (mul,)
