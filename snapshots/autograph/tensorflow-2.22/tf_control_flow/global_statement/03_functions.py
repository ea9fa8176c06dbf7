def global_statement(x):
    """Rebinds a module global via `global`. Not rejected by AutoGraph 2.21: to_code and tracing accept it."""
    with ag__.FunctionScope('global_statement', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        global _CALLS
        _CALLS = x * 2
        return _CALLS + 1
