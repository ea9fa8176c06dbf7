# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_models.py:LinearReluIf.forward:2, code: y = self.relu(self.linear(x))
        l__self___linear = self.L__self___linear(l_x_)
        l__self___relu = self.L__self___relu(l__self___linear);  l__self___linear = None

        # File: cases/torch_models.py:LinearReluIf.forward:3, code: if bool(x.sum() > 0):
        sum_1 = l_x_.sum();  l_x_ = None
        gt = sum_1 > 0;  sum_1 = None
        return (gt, l__self___relu)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_y_ : torch.Tensor):
        l_y_ = L_y_

        # File: cases/torch_models.py:LinearReluIf.forward:4, code: y = y * 2.0
        mul = l_y_ * 2.0;  l_y_ = None
        return (mul,)
