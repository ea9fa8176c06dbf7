def try_return_in_tf_range(n):
    """A return inside try inside tf.range. Rejected by AutoGraph only at trace time: loop return value undefined."""
    with ag__.FunctionScope('try_return_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        for i in tf.range(n):
            try:
                if i > 1:
                    try:
                        do_return = True
                        retval_ = i
                    except:
                        do_return = False
                        raise
            except ValueError:
                pass
        if not do_return:
            try:
                do_return = True
                retval_ = tf.constant(-1)
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
