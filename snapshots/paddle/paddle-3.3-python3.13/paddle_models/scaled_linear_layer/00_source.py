def forward(self, x):
    return super().forward(x) * 2.0
