# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[2]"):
        # File: cases/torch_verdicts.py:counts_its_calls:7 in counts_its_calls, code: return x + _CALLS[0]
        add: "i64[2]" = torch.ops.aten.add.Tensor(arg0_1, 2);  arg0_1 = None
        return (add,)
