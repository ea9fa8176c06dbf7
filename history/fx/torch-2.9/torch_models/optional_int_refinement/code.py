def forward(self, x : torch.Tensor, n : typing_Union[int,NoneType] = None) -> torch.Tensor:
    mul = x * n;  x = n = None
    mean = mul.mean(dim = 1)
    size = mul.size(0);  mul = None
    arange = torch.arange(size);  size = None
    add = mean + arange;  mean = arange = None
    return add
