def forward(self, x):
    norm = self.norm(x);  x = None
    return norm
