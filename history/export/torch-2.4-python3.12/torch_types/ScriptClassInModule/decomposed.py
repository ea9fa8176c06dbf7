class GraphModule(torch.nn.Module):
    def forward(self, p_proj_weight: "f32[4, 4]", p_proj_bias: "f32[4]", x: "f32[2, 4]"):
        # File: cases/torch_types.py:ScriptClassInModule.forward:2 in forward, code: acc = _RunningMean(4)
        full: "f32[4]" = torch.ops.aten.full.default([4], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)

        # File: cases/torch_types.py:ScriptClassInModule.forward:3 in forward, code: for row in x:
        slice_1: "f32[1, 4]" = torch.ops.aten.slice.Tensor(x, 0, 0, 1)
        slice_2: "f32[1, 4]" = torch.ops.aten.slice.Tensor(x, 0, 1, 2);  x = None
        squeeze: "f32[4]" = torch.ops.aten.squeeze.dims(slice_1, [0]);  slice_1 = None
        squeeze_1: "f32[4]" = torch.ops.aten.squeeze.dims(slice_2, [0]);  slice_2 = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        view: "f32[1, 4]" = torch.ops.aten.view.default(squeeze, [1, 4]);  squeeze = None
        permute: "f32[4, 4]" = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
        addmm: "f32[1, 4]" = torch.ops.aten.addmm.default(p_proj_bias, view, permute);  view = permute = None
        view_1: "f32[4]" = torch.ops.aten.view.default(addmm, [4]);  addmm = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        add: "f32[4]" = torch.ops.aten.add.Tensor(full, view_1);  full = view_1 = None

        # File: torch/nn/modules/linear.py:Linear.forward in forward, code: return F.linear(input, self.weight, self.bias)
        view_2: "f32[1, 4]" = torch.ops.aten.view.default(squeeze_1, [1, 4]);  squeeze_1 = None
        permute_1: "f32[4, 4]" = torch.ops.aten.permute.default(p_proj_weight, [1, 0]);  p_proj_weight = None
        addmm_1: "f32[1, 4]" = torch.ops.aten.addmm.default(p_proj_bias, view_2, permute_1);  p_proj_bias = view_2 = permute_1 = None
        view_3: "f32[4]" = torch.ops.aten.view.default(addmm_1, [4]);  addmm_1 = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:4 in forward, code: acc.add(self.proj(row))
        add_1: "f32[4]" = torch.ops.aten.add.Tensor(add, view_3);  add = view_3 = None

        # File: cases/torch_types.py:ScriptClassInModule.forward:5 in forward, code: return acc.mean()
        div: "f32[4]" = torch.ops.aten.div.Tensor(add_1, 2);  add_1 = None
        return (div,)
