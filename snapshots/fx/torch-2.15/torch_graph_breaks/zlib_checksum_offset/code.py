def forward(self, x : torch.Tensor) -> torch.Tensor:
    add = x + 4.0;  x = None
    return add
