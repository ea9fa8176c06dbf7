def forward(self, x):
    fc = self.fc(x);  x = None
    drop = self.drop(fc);  fc = None
    return drop
