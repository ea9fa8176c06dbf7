def forward(self, x):
    __return_value_0 = None
    name = super().full_name()
    __return_value_0 = self.fc(x) * float(len(name) > 0)
    return __return_value_0
