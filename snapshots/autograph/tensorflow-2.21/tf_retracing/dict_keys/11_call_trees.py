def dict_keys(d):
    """A dict's keys are part of the signature: a new key is a new trace."""
    with ag__.FunctionScope('dict_keys', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.converted_call(tf.add_n, (ag__.converted_call(list, (ag__.converted_call(d.values, (), None, fscope),), None, fscope),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
