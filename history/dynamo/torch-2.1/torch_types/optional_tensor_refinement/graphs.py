# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor, L_bias_ : torch.Tensor):
        l_x_ = L_x_
        l_bias_ = L_bias_

        # File: cases/torch_types.py:optional_tensor_refinement:4, code: x = x + bias
        add = l_x_ + l_bias_;  l_x_ = l_bias_ = None
        return (add,)
