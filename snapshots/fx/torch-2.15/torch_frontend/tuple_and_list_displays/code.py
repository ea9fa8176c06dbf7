def forward(self, x : torch.Tensor) -> typing_Tuple[int,int]:
    getattr_1 = x.shape;  x = None
    getitem = getattr_1[0]
    getitem_1 = getattr_1[1];  getattr_1 = None
    mul = getitem * getitem_1;  getitem_1 = None
    return (getitem, mul)
