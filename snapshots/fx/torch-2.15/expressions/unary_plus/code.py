def forward(self, n : int) -> int:
    pos = +n;  n = None
    sub = pos - 1;  pos = None
    return sub
