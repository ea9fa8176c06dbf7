def forward(self, a : torch.Tensor, b : torch.Tensor) -> int:
    numel = a.numel();  a = None
    numel_1 = b.numel();  b = None
    mul = numel * 2;  numel = None
    add = 0 + mul;  mul = None
    mul_1 = numel_1 * 2;  numel_1 = None
    add_1 = add + mul_1;  add = mul_1 = None
    return add_1
