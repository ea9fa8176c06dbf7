def forward(self, xs : typing_List[int], limit : typing_Union[int,NoneType] = None) -> typing_List[int]:
    getitem = xs[slice(None, limit, None)];  xs = limit = None
    return getitem
