class GraphModule(torch.nn.Module):
    def forward(self, boxes: "f32[3, 4]", scores: "f32[3]", iou_threshold):
        nms: "i64[u0]" = torch.ops.torchvision.nms.default(boxes, scores, 0.5);  boxes = scores = None

         #
        sym_size_int_1: "Sym(u0)" = torch.ops.aten.sym_size.int(nms, 0)
        sym_constrain_range_for_size_default = torch.ops.aten.sym_constrain_range_for_size.default(sym_size_int_1);  sym_constrain_range_for_size_default = None
        ge: "Sym(u0 >= 2)" = sym_size_int_1 >= 2;  sym_size_int_1 = None
        _assert_scalar_default = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 2 on node 'ge'");  ge = _assert_scalar_default = None
        return (nms,)
