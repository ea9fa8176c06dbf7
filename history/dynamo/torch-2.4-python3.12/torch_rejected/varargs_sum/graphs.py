# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_tensors_0_: "f32[2]", L_tensors_1_: "f32[2]"):
        l_tensors_0_ = L_tensors_0_
        l_tensors_1_ = L_tensors_1_

        # File: cases/torch_rejected.py:varargs_sum:3 in varargs_sum, code: total = torch.zeros(2)
        total: "f32[2]" = torch.zeros(2)

        # File: cases/torch_rejected.py:varargs_sum:5 in varargs_sum, code: total = total + t
        total_1: "f32[2]" = total + l_tensors_0_;  total = l_tensors_0_ = None
        total_2: "f32[2]" = total_1 + l_tensors_1_;  total_1 = l_tensors_1_ = None
        return (total_2,)
