def forward(self, n : int) -> int:
    mod = n % 7;  n = None
    return mod
