# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]", L_y_: "f32[3]"):
        l_x_ = L_x_
        l_y_ = L_y_

         # File: cases/torch_graph_breaks.py:same_storage_check:5 in torch_dynamo_resume_in_same_storage_check_at_same_storage_check:3, code: return x + y
        add: "f32[3]" = l_x_ + l_y_;  l_x_ = l_y_ = None
        return (add,)
