def forward(self, x : torch.Tensor) -> torch.Tensor:
    mul = x * 0.0
    mul_1 = x * 1.0
    mul_2 = x * 2.0
    mul_3 = x * 3.0;  x = None
    stack = torch.stack([mul, mul_1, mul_2, mul_3]);  mul = mul_1 = mul_2 = mul_3 = None
    return stack
