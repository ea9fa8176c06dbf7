def forward(self, x : torch.Tensor) -> torch.Tensor:
    add = x + 1.0;  x = None
    return add
