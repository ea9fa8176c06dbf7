def dict_missing_key_in_tensor_if(a):
    """Writes into a missing key of a dict inside a tensor if: the converted code raises a KeyError while tracing."""
    with ag__.FunctionScope('dict_missing_key_in_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        x = {'a': a}
        if x['a'] > 0:
            x['b']['c'] = 1
        else:
            x['b']['c'] = -1
        return x
