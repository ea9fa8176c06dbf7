@case(inputs=lambda: (tf.constant(1),))
def dict_missing_key_in_tensor_if(a):
    """Writes into a missing key of a dict inside a tensor if: the converted code raises a KeyError while tracing."""
    x = {'a': a}
    if x['a'] > 0:
        x['b']['c'] = 1
    else:
        x['b']['c'] = -1
    return x
