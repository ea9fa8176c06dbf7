class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[3]"):
        unbind = torch.ops.aten.unbind.int(x)
        getitem: "f32[]" = unbind[0]
        getitem_1: "f32[]" = unbind[1]
        getitem_2: "f32[]" = unbind[2];  unbind = None
        item: "Sym(zuf3)" = torch.ops.aten.item.default(getitem);  getitem = None
        item_1: "Sym(zuf4)" = torch.ops.aten.item.default(getitem_1);  getitem_1 = None
        item_2: "Sym(zuf5)" = torch.ops.aten.item.default(getitem_2);  getitem_2 = None
        add: "Sym(zuf3)" = 0.0 + item;  item = None
        add_1: "Sym(zuf3 + zuf4)" = add + item_1;  add = item_1 = None
        add_2: "Sym(zuf3 + zuf4 + zuf5)" = add_1 + item_2;  add_1 = item_2 = None
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(x, add_2);  x = add_2 = None
        return (mul,)
