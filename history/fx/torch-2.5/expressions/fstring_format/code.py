def forward(self, n : int) -> str:
    mul = n * 2;  n = mul = None
    return 'n=Proxy(n), twice=Proxy(mul)'
