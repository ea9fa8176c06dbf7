class _Gated(nn.Cell):
    """A branch on a Cell's attribute (a Python bool: resolved at parse time) and on a tensor (a Switch)."""

    def __init__(self):
        super().__init__()
        self.use_gate = True
        self.scale = ms.Parameter(Tensor(np.array([2.0], np.float32)), name="scale")

    def construct(self, x):
        if self.use_gate:
            x = x * self.scale
        if x.max() > 3:
            x = ops.clamp(x, max=3.0)
        return x
