@case(inputs=lambda: (tf.constant(2),))
def global_statement(x):
    """Rebinds a module global via `global`. Not rejected by AutoGraph 2.21: to_code and tracing accept it."""
    global _CALLS
    _CALLS = x * 2
    return _CALLS + 1
