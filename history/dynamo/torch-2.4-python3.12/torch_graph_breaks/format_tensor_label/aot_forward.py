# forward graph 1 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:format_tensor_label:3 in format_tensor_label, code: label = "{:.1f}".format(x.sum())
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
        return (sum_1,)

# forward graph 2 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:format_tensor_label:4 in torch_dynamo_resume_in_format_tensor_label_at_format_tensor_label:4, code: return x * len(label)
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 3);  arg0_1 = None
        return (mul,)
