def global_read(x):
    """A module global read while tracing is a constant of the graph: moved by the case as it runs, it is not read
    again by the trace (no new trace for the same input signature), where each Python call reads its new value."""
    with ag__.FunctionScope('global_read', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        global OFFSET
        y = ag__.ld(x) + ag__.ld(OFFSET)
        OFFSET = ag__.ld(OFFSET) + 1.0
        try:
            do_return = True
            retval_ = ag__.ld(y)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
