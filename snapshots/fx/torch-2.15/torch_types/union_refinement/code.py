def forward(self, x : torch.Tensor, k : typing_Union[int,float]) -> torch.Tensor:
    add = x + k;  x = k = None
    return add
