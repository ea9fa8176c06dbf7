def forward(self, n : int):
    mod = n % 7;  n = None
    return mod
