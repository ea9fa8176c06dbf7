# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 4]"):
        l_x_ = L_x_

        # File: cases/torch_models.py:ModuleListLoop.forward:3 in forward, code: x = torch.relu(layer(x))
        l__self___layers_0: "f32[2, 4]" = self.L__self___layers_0(l_x_);  l_x_ = None
        x: "f32[2, 4]" = torch.relu(l__self___layers_0);  l__self___layers_0 = None
        l__self___layers_1: "f32[2, 4]" = self.L__self___layers_1(x);  x = None
        x_1: "f32[2, 4]" = torch.relu(l__self___layers_1);  l__self___layers_1 = None
        l__self___layers_2: "f32[2, 4]" = self.L__self___layers_2(x_1);  x_1 = None
        x_2: "f32[2, 4]" = torch.relu(l__self___layers_2);  l__self___layers_2 = None
        return (x_2,)
