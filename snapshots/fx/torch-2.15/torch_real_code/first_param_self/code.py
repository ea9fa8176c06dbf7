def forward(self, x):
    add = x + 1;  x = None
    return add
