def global_read(x):
    """A module global read while tracing is a constant of the graph: moved by the case as it runs, it is not read
    again by the trace (no new trace for the same input signature), where each Python call reads its new value."""
    with ag__.FunctionScope('global_read', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        global OFFSET
        y = x + OFFSET
        OFFSET = OFFSET + 1.0
        return y
