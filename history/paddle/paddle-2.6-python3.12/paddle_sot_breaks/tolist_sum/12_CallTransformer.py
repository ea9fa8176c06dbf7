def tolist_sum(x):
    __return_value_0 = None
    """tolist() and a Python sum: SOT breaks; TorchScript types the list; Dynamo breaks on tolist."""
    __return_value_0 = paddle.to_tensor(sum(_jst.Call(x.tolist)())) + x
    return __return_value_0
