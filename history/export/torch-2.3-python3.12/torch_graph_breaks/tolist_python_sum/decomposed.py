class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        slice_1: "f32[1]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 1)
        slice_2: "f32[1]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 1, 2)
        slice_3: "f32[1]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 2, 3)
        squeeze: "f32[]" = torch.ops.aten.squeeze.dims(slice_1, [0]);  slice_1 = None
        squeeze_1: "f32[]" = torch.ops.aten.squeeze.dims(slice_2, [0]);  slice_2 = None
        squeeze_2: "f32[]" = torch.ops.aten.squeeze.dims(slice_3, [0]);  slice_3 = None
        _local_scalar_dense: "Sym(f9)" = torch.ops.aten._local_scalar_dense.default(squeeze);  squeeze = None
        _local_scalar_dense_1: "Sym(f10)" = torch.ops.aten._local_scalar_dense.default(squeeze_1);  squeeze_1 = None
        _local_scalar_dense_2: "Sym(f11)" = torch.ops.aten._local_scalar_dense.default(squeeze_2);  squeeze_2 = None
        add: "Sym(f9)" = 0 + _local_scalar_dense;  _local_scalar_dense = None
        add_1: "Sym(f10 + f9)" = add + _local_scalar_dense_1;  add = _local_scalar_dense_1 = None
        add_2: "Sym(f10 + f11 + f9)" = add_1 + _local_scalar_dense_2;  add_1 = _local_scalar_dense_2 = None
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, add_2);  arg0_1 = add_2 = None
        return (mul,)
