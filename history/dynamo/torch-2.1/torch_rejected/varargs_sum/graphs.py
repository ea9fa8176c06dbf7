# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_tensors_0_ : torch.Tensor, L_tensors_1_ : torch.Tensor):
        l_tensors_0_ = L_tensors_0_
        l_tensors_1_ = L_tensors_1_

        # File: cases/torch_rejected.py:varargs_sum:3, code: total = torch.zeros(2)
        zeros = torch.zeros(2)

        # File: cases/torch_rejected.py:varargs_sum:5, code: total = total + t
        add = zeros + l_tensors_0_;  zeros = l_tensors_0_ = None
        add_1 = add + l_tensors_1_;  add = l_tensors_1_ = None
        return (add_1,)
