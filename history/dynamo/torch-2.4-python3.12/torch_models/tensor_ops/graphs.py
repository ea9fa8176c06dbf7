# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]"):
        l_x_ = L_x_

        # File: cases/torch_models.py:tensor_ops:3 in tensor_ops, code: y = torch.matmul(x, x.t())
        t: "f32[3, 2]" = l_x_.t()
        y: "f32[2, 2]" = torch.matmul(l_x_, t);  l_x_ = t = None

        # File: cases/torch_models.py:tensor_ops:4 in tensor_ops, code: y = torch.clamp(y, min=0.0, max=2.5)
        y_1: "f32[2, 2]" = torch.clamp(y, min = 0.0, max = 2.5);  y = None

        # File: cases/torch_models.py:tensor_ops:5 in tensor_ops, code: z = torch.cat([y, y], dim=0)
        z: "f32[4, 2]" = torch.cat([y_1, y_1], dim = 0);  y_1 = None

        # File: cases/torch_models.py:tensor_ops:6 in tensor_ops, code: return z.reshape(-1)
        reshape: "f32[8]" = z.reshape(-1);  z = None
        return (reshape,)
