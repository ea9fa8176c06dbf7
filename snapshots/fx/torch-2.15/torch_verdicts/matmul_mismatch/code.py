def forward(self, x, y):
    matmul = x @ y;  x = y = None
    return matmul
