# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        l__self___layers_0 = self.L__self___layers_0(l_x_);  l_x_ = None
        x = torch.relu(l__self___layers_0);  l__self___layers_0 = None
        l__self___layers_1 = self.L__self___layers_1(x);  x = None
        x_1 = torch.relu(l__self___layers_1);  l__self___layers_1 = None
        l__self___layers_2 = self.L__self___layers_2(x_1);  x_1 = None
        x_2 = torch.relu(l__self___layers_2);  l__self___layers_2 = None
        return (x_2,)
