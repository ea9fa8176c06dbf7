# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_input_ : torch.Tensor):
        l_input_ = L_input_

        # File: torch/nn/modules/container.py:Sequential.forward, code: input = module(input)
        self_0 = self.self_0(l_input_);  l_input_ = None
        self_1 = self.self_1(self_0);  self_0 = None
        return (self_1,)
