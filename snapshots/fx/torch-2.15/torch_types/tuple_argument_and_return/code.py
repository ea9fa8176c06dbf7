def forward(self, pair : typing_Tuple[torch.Tensor,int]) -> typing_Tuple[int,torch.Tensor]:
    getitem = pair[0]
    getitem_1 = pair[1];  pair = None
    add = getitem_1 + 1
    mul = getitem * getitem_1;  getitem = getitem_1 = None
    return (add, mul)
