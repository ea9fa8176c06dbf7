def forward(self, x):
    name = super().full_name()
    return self.fc(x) * float(len(name) > 0)
