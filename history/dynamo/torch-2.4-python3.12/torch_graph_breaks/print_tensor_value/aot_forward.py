# forward graph 1 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:print_tensor_value:3 in print_tensor_value, code: total = x.sum()
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
        return (sum_1,)

# forward graph 2 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]", arg1_1: "f32[]"):
        # File: cases/torch_graph_breaks.py:print_tensor_value:5 in torch_dynamo_resume_in_print_tensor_value_at_print_tensor_value:4, code: return x / total
        div: "f32[3]" = torch.ops.aten.div.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        return (div,)
