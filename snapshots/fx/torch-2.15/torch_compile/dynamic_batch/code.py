def forward(self, x : torch.Tensor) -> torch.Tensor:
    sum_1 = x.sum(dim = 0)
    getattr_1 = x.shape;  x = None
    getitem = getattr_1[0];  getattr_1 = None
    mul = sum_1 * getitem;  sum_1 = getitem = None
    return mul
