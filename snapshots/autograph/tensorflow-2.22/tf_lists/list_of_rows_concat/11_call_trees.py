def list_of_rows_concat(x):
    """Collects scaled rows in a list with append and concatenates them."""
    with ag__.FunctionScope('list_of_rows_concat', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        rows = []
        for k in ag__.converted_call(range, (2,), None, fscope):
            ag__.converted_call(rows.append, (x[k:k + 1] * ag__.converted_call(float, (k + 1,), None, fscope),), None, fscope)
        try:
            do_return = True
            retval_ = ag__.converted_call(tf.concat, (rows,), dict(axis=0), fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
