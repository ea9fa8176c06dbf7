def forward(self, a : torch.Tensor, v : torch.Tensor) -> torch.Tensor:
    matmul = a @ v;  a = v = None
    pow_1 = matmul ** 2
    floordiv = matmul // 2;  matmul = None
    add = pow_1 + floordiv;  pow_1 = floordiv = None
    return add
