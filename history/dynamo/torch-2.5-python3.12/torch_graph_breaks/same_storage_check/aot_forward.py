# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]", arg1_1: "f32[3]"):
         # File: cases/torch_graph_breaks.py:same_storage_check:5 in torch_dynamo_resume_in_same_storage_check_at_same_storage_check:3, code: return x + y
        add: "f32[3]" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        return (add,)
