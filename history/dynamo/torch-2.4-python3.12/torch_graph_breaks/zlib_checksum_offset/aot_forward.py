# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:zlib_checksum_offset:4 in torch_dynamo_resume_in_zlib_checksum_offset_at_zlib_checksum_offset:3, code: return x + float(offset)
        add: "f32[3]" = torch.ops.aten.add.Tensor(arg0_1, 4.0);  arg0_1 = None
        return (add,)
