# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        # File: cases/torch_frontend.py:assert_with_fstring:5 in assert_with_fstring, code: return x.view(2, n // 2)
        view: "f32[2, 2]" = torch.ops.aten.view.default(arg0_1, [2, 2]);  arg0_1 = None
        return (view,)
