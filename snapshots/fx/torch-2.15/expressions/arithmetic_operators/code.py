def forward(self, a : int, b : int) -> typing_Tuple[int,int,int,float]:
    floordiv = a // b
    mod = a % b
    mul = a * b
    truediv = a / b;  a = b = None
    return (floordiv, mod, mul, truediv)
