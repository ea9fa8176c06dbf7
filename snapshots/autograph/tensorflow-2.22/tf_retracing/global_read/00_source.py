@case(inputs=lambda: [(tf.ones([2]),), (tf.ones([2]),)])
def global_read(x):
    """A module global read while tracing is a constant of the graph: moved by the case as it runs, it is not read
    again by the trace (no new trace for the same input signature), where each Python call reads its new value."""
    global OFFSET
    y = x + OFFSET
    OFFSET = OFFSET + 1.0
    return y
