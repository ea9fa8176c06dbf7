def forward(self, x):
    if self.gate(x).mean() > 0:
        return self.body(x)
    else:
        return x
