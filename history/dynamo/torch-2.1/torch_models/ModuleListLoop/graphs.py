# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_models.py:ModuleListLoop.forward:3, code: x = torch.relu(layer(x))
        l__self___layers_0 = self.L__self___layers_0(l_x_);  l_x_ = None
        relu = torch.relu(l__self___layers_0);  l__self___layers_0 = None
        l__self___layers_1 = self.L__self___layers_1(relu);  relu = None
        relu_1 = torch.relu(l__self___layers_1);  l__self___layers_1 = None
        l__self___layers_2 = self.L__self___layers_2(relu_1);  relu_1 = None
        relu_2 = torch.relu(l__self___layers_2);  l__self___layers_2 = None
        return (relu_2,)
