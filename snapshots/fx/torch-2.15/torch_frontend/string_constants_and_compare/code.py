def forward(self, x : torch.Tensor) -> torch.Tensor:
    mean = x.mean();  x = None
    return mean
