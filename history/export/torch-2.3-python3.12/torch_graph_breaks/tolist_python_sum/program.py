class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        unbind = torch.ops.aten.unbind.int(arg0_1)
        getitem: "f32[]" = unbind[0]
        getitem_1: "f32[]" = unbind[1]
        getitem_2: "f32[]" = unbind[2];  unbind = None
        _local_scalar_dense: "Sym(f3)" = torch.ops.aten._local_scalar_dense.default(getitem);  getitem = None
        _local_scalar_dense_1: "Sym(f4)" = torch.ops.aten._local_scalar_dense.default(getitem_1);  getitem_1 = None
        _local_scalar_dense_2: "Sym(f5)" = torch.ops.aten._local_scalar_dense.default(getitem_2);  getitem_2 = None
        add: "Sym(f3)" = 0 + _local_scalar_dense;  _local_scalar_dense = None
        add_1: "Sym(f3 + f4)" = add + _local_scalar_dense_1;  add = _local_scalar_dense_1 = None
        add_2: "Sym(f3 + f4 + f5)" = add_1 + _local_scalar_dense_2;  add_1 = _local_scalar_dense_2 = None
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, add_2);  arg0_1 = add_2 = None
        return (mul,)
