def tensor_slices_untouched(x):
    """Multi-dimensional tensor slices x[:, 1:] and x[..., 0]; the slices pass leaves them alone."""
    with ag__.FunctionScope('tensor_slices_untouched', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = x[:, 1:] + ag__.converted_call(tf.expand_dims, (x[..., 0], 1), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
