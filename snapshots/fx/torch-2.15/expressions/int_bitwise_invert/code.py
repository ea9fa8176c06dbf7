def forward(self, n : int) -> int:
    invert = ~n;  n = None
    add = invert + 1;  invert = None
    return add
