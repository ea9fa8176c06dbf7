class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4]", arg1_1: "f32[3]", arg2_1):
        # File: torch/_export/passes/add_runtime_assertions_for_constraints_pass.py:_AddRuntimeAssertionsForInlineConstraintsPass.call in call, code: node.meta["stack_trace"] = "".join(traceback.format_stack(limit=1))
        nms: "i64[u1]" = torch.ops.torchvision.nms.default(arg0_1, arg1_1, 0.5);  arg0_1 = arg1_1 = None

        # File: torch/_export/pass_base.py:_ExportPassBaseDeprecatedDoNotUse._create_dummy_node_metadata in _create_dummy_node_metadata, code: return NodeMetadata({"stack_trace": "".join(traceback.format_stack(limit=1))})
        sym_size: "Sym(u1)" = torch.ops.aten.sym_size.int(nms, 0)
        ge: "Sym(u1 >= 2)" = sym_size >= 2
        scalar_tensor: "f32[]" = torch.ops.aten.scalar_tensor.default(ge);  ge = None
        _assert_async = torch.ops.aten._assert_async.msg(scalar_tensor, 'nms.shape[0] is outside of inline constraint [2, 9223372036854775807].');  scalar_tensor = None
        le: "Sym(u1 <= 9223372036854775807)" = sym_size <= 9223372036854775807;  sym_size = None
        scalar_tensor_1: "f32[]" = torch.ops.aten.scalar_tensor.default(le);  le = None
        _assert_async_1 = torch.ops.aten._assert_async.msg(scalar_tensor_1, 'nms.shape[0] is outside of inline constraint [2, 9223372036854775807].');  scalar_tensor_1 = None
        return (nms,)
