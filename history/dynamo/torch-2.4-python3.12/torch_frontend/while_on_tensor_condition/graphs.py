# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:while_on_tensor_condition:4 in while_on_tensor_condition, code: while bool(x.sum() < 100.0):
        sum_1: "f32[]" = l_x_.sum();  l_x_ = None
        lt: "b8[]" = sum_1 < 100.0;  sum_1 = None
        return (lt,)
