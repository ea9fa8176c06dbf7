@case(inputs=lambda: (tf.constant(1),))
def counts_its_calls(x):
    """Adds one to a module-level counter on each call: a fresh call returns 2, and each trace runs the body once."""
    _CALLS[0] += 1
    return x + _CALLS[0]
