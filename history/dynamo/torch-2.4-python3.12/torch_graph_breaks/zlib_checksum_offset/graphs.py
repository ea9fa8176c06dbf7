# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:zlib_checksum_offset:4 in torch_dynamo_resume_in_zlib_checksum_offset_at_zlib_checksum_offset:3, code: return x + float(offset)
        add: "f32[3]" = l_x_ + 4.0;  l_x_ = None
        return (add,)
