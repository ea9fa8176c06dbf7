def forward(self, x):
    __return_value_0 = None
    __return_value_0 = self.fc2(F.relu(self.fc1(x)))
    return __return_value_0
