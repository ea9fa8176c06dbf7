# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:augmented_tensor_ops:3 in augmented_tensor_ops, code: y = x.clone()
        y: "f32[3]" = l_x_.clone();  l_x_ = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:4 in augmented_tensor_ops, code: y += 1.0
        y += 1.0;  y_1: "f32[3]" = y;  y = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:5 in augmented_tensor_ops, code: y *= 3.0
        y_1 *= 3.0;  y_2: "f32[3]" = y_1;  y_1 = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:6 in augmented_tensor_ops, code: y -= 0.5
        y_2 -= 0.5;  y_3: "f32[3]" = y_2;  y_2 = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:7 in augmented_tensor_ops, code: y /= 2.0
        y_3 /= 2.0;  y_4: "f32[3]" = y_3;  y_3 = None
        return (y_4,)
