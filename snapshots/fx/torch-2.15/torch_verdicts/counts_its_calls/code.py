def forward(self, x):
    add = x + 2;  x = None
    return add
