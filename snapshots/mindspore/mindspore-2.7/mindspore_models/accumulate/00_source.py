class _Accumulate(nn.Cell):
    """A for over a CellList: the loop unrolls over the list, each layer its own node."""

    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(3, 3) for _ in range(3)])

    def construct(self, x):
        for layer in self.layers:
            x = x + layer(x)
        return x
