def forward(self, x : torch.Tensor, scale : cases_torch_export_rejected__Scale) -> torch.Tensor:
    getattr_1 = scale.factor;  scale = None
    mul = x * getattr_1;  x = getattr_1 = None
    return mul
