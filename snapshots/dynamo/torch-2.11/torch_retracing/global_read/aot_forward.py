# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2]"):
        # File: cases/torch_retracing.py:global_read:5 in global_read, code: y = x + OFFSET
        add: "f32[2]" = torch.ops.aten.add.Tensor(arg0_1, 2.0);  arg0_1 = None
        return (add,)
