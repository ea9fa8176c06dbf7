def return_in_both_tensor_branches(x):
    """Returns from both branches of an if on a tensor condition."""
    with ag__.FunctionScope('return_in_both_tensor_branches', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if tf.reduce_sum(x) > 0.0:
            return x * 2.0
        else:
            return -x
