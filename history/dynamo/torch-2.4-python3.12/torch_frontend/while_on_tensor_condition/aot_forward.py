# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_frontend.py:while_on_tensor_condition:4 in while_on_tensor_condition, code: while bool(x.sum() < 100.0):
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
        lt: "b8[]" = torch.ops.aten.lt.Scalar(sum_1, 100.0);  sum_1 = None
        return (lt,)
