class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4]", arg1_1: "f32[3]", arg2_1):
        nms: "i64[u0]" = torch.ops.torchvision.nms.default(arg0_1, arg1_1, 0.5);  arg0_1 = arg1_1 = None
        return (nms,)
