def forward(self, n : int) -> str:
    mul = n * 2;  n = None
    return 'n=Proxy(n), twice=Proxy(mul)'
