# forward graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3]", primals_2: "f32[4]", primals_3: "f32[2, 3]"):
        # File: cases/torch_models.py:LinearReluIf.forward:2 in forward, code: y = self.relu(self.linear(x))
        t: "f32[3, 4]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        relu: "f32[2, 4]" = torch.ops.aten.relu.default(addmm);  addmm = None

        # File: cases/torch_models.py:LinearReluIf.forward:3 in forward, code: if bool(x.sum() > 0):
        sum_1: "f32[]" = torch.ops.aten.sum.default(primals_3)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        return [gt, relu, primals_3, relu]

# forward graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 4]"):
        # File: cases/torch_models.py:LinearReluIf.forward:4 in torch_dynamo_resume_in_forward_at_LinearReluIf.forward:3, code: y = y * 2.0
        mul: "f32[2, 4]" = torch.ops.aten.mul.Tensor(primals_1, 2.0);  primals_1 = None
        return [mul]
