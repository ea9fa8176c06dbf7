# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_models.py:LinearReluIf.forward:2 in forward, code: y = self.relu(self.linear(x))
        l__self___linear: "f32[2, 4]" = self.L__self___linear(l_x_)
        y: "f32[2, 4]" = self.L__self___relu(l__self___linear);  l__self___linear = None

        # File: cases/torch_models.py:LinearReluIf.forward:3 in forward, code: if bool(x.sum() > 0):
        sum_1: "f32[]" = l_x_.sum();  l_x_ = None
        gt: "b8[]" = sum_1 > 0;  sum_1 = None
        return (gt, y)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_y_: "f32[2, 4]"):
        l_y_ = L_y_

        # File: cases/torch_models.py:LinearReluIf.forward:4 in torch_dynamo_resume_in_forward_at_LinearReluIf.forward:3, code: y = y * 2.0
        y: "f32[2, 4]" = l_y_ * 2.0;  l_y_ = None
        return (y,)
