def list_length(x, ns):
    """A list of Python numbers is traced element by element: a longer list is a new trace."""
    with ag__.FunctionScope('list_length', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        for n in ns:
            x = x * n
        return x
