# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:isclose_on_tensor:3 in isclose_on_tensor, code: if math.isclose(x.sum(), 3.0):
        sum_1: "f32[]" = l_x_.sum();  l_x_ = None
        return (sum_1,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:isclose_on_tensor:4 in torch_dynamo_resume_in_isclose_on_tensor_at_isclose_on_tensor:3, code: return x * 2.0
        mul: "f32[3]" = l_x_ * 2.0;  l_x_ = None
        return (mul,)
