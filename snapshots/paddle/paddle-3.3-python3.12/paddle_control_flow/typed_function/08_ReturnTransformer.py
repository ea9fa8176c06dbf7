def typed_function(x):
    __return_0 = False
    __return_value_0 = None
    'Type hints: TypeHintTransformer removes them. AutoGraph keeps annotations; TorchScript reads them as types.'
    y = x + 1.0
    __return_value_0 = y
    return __return_value_0
