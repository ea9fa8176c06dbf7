# forward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8]", primals_2: "f32[8]", primals_3: "f32[2, 8]"):
        # File: cases/torch_real_code.py:DropoutNet.forward:2 in forward, code: return self.drop(self.fc(x))
        t: "f32[8, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[2, 8]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        native_dropout = torch.ops.aten.native_dropout.default(addmm, 0.5, True);  addmm = None
        getitem: "f32[2, 8]" = native_dropout[0]
        getitem_1: "b8[2, 8]" = native_dropout[1];  native_dropout = None
        return [getitem, primals_3, getitem_1]
