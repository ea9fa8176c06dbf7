def forward(self, n : int) -> int:
    floordiv = n // 3;  n = None
    return floordiv
