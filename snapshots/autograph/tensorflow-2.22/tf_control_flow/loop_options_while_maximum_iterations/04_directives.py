def loop_options_while_maximum_iterations(x):
    """set_loop_options(maximum_iterations=10) inside a while loop on a tensor condition."""
    with ag__.FunctionScope('loop_options_while_maximum_iterations', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        while x < 100.0:
            x = x * 3.0
        return x
