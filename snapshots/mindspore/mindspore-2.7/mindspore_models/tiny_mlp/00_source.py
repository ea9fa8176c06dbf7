class _TinyMLP(nn.Cell):
    """Dense, ReLU, Dense: the tutorial's network; its weights are Parameters of the graph."""

    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 8)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(8, 2)

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))
