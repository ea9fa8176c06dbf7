# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_tensors_0_ : torch.Tensor, L_tensors_1_ : torch.Tensor):
        t = L_tensors_0_
        t_1 = L_tensors_1_

        # File: cases/torch_rejected.py:varargs_sum:3, code: total = torch.zeros(2)
        total = torch.zeros(2)

        # File: cases/torch_rejected.py:varargs_sum:5, code: total = total + t
        total_1 = total + t;  total = t = None
        total_2 = total_1 + t_1;  total_1 = t_1 = None
        return (total_2,)
