def forward(self, x : torch.Tensor) -> torch.Tensor:
    mul = x * 2.0;  x = None
    return mul
