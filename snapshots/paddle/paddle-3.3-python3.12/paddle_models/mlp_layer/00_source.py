def forward(self, x):
    return self.fc2(F.relu(self.fc1(x)))
