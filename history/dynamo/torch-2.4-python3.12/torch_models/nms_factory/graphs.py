# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self):
        # File: torchvision/utils.py:_log_api_usage_once in _log_api_usage_once, code: torch._C._log_api_usage_once(f"{module}.{name}")
        _log_api_usage_once = torch._C._log_api_usage_once('torchvision.ops.boxes.nms')
        return ()
