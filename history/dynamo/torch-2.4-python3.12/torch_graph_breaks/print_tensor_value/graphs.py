# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:print_tensor_value:3 in print_tensor_value, code: total = x.sum()
        total: "f32[]" = l_x_.sum();  l_x_ = None
        return (total,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]", L_total_: "f32[]"):
        l_x_ = L_x_
        l_total_ = L_total_

        # File: cases/torch_graph_breaks.py:print_tensor_value:5 in torch_dynamo_resume_in_print_tensor_value_at_print_tensor_value:4, code: return x / total
        truediv: "f32[3]" = l_x_ / l_total_;  l_x_ = l_total_ = None
        return (truediv,)
