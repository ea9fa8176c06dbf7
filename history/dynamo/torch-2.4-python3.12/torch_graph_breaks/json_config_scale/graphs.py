# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3]"):
        l_x_ = L_x_

        # File: cases/torch_graph_breaks.py:json_config_scale:4 in torch_dynamo_resume_in_json_config_scale_at_json_config_scale:3, code: return x * config["scale"]
        mul: "f32[3]" = l_x_ * 2.0;  l_x_ = None
        return (mul,)
