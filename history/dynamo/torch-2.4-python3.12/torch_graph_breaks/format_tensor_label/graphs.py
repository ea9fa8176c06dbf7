# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:format_tensor_label:3 in format_tensor_label, code: label = "{:.1f}".format(x.sum())
        sum_1: "f32[]" = l_x_.sum();  l_x_ = None
        return (sum_1,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_: "f32[3]"):
        l_stack0_ = L_stack0_

        # File: cases/torch_graph_breaks.py:format_tensor_label:4 in torch_dynamo_resume_in_format_tensor_label_at_format_tensor_label:4, code: return x * len(label)
        mul: "f32[3]" = l_stack0_ * 3;  l_stack0_ = None
        return (mul,)
