# forward graph 1 of 1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3]"):
        # File: cases/torch_graph_breaks.py:json_config_scale:4 in torch_dynamo_resume_in_json_config_scale_at_json_config_scale:3, code: return x * config["scale"]
        mul: "f32[3]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        return (mul,)
