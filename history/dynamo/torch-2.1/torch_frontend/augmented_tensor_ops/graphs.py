# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_frontend.py:augmented_tensor_ops:3, code: y = x.clone()
        clone = l_x_.clone();  l_x_ = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:4, code: y += 1.0
        clone += 1.0;  iadd = clone;  clone = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:5, code: y *= 3.0
        iadd *= 3.0;  imul = iadd;  iadd = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:6, code: y -= 0.5
        imul -= 0.5;  isub = imul;  imul = None

        # File: cases/torch_frontend.py:augmented_tensor_ops:7, code: y /= 2.0
        isub /= 2.0;  itruediv = isub;  isub = None
        return (itruediv,)
