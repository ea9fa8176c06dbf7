"""TensorFlow cases run on several input sets: tf.function traces again for a new shape, dtype or Python value."""

import tensorflow as tf

from harness import case


@case(inputs=lambda: [(tf.ones([2]),), (tf.zeros([2]),), (tf.ones([3]),)])
def new_shape(x):
    """The same shape twice (one trace), then a longer tensor: a second trace, for shape (3,)."""
    return tf.reduce_sum(x * 2.0)


@case(inputs=lambda: [(tf.ones([2]),), (tf.ones([3]),), (tf.ones([4]),)], reduce_retracing=True)
def new_shape_reduce_retracing(x):
    """With reduce_retracing, the second shape is traced relaxed, shape (None,): the third reuses that trace."""
    return tf.reduce_sum(x * 2.0)


@case(inputs=lambda: [(tf.ones([3]),), (tf.ones([3], tf.float64),)])
def new_dtype(x):
    """float32, then float64: each dtype its own trace."""
    return x * 2


@case(inputs=lambda: [(tf.ones([2]), 2), (tf.ones([2]), 2), (tf.ones([2]), 3)])
def python_scalar(x, n):
    """A Python number is part of the trace's signature by its value: a new value, a new trace."""
    return x * n


@case(inputs=lambda: [(tf.ones([2]), [1, 2]), (tf.ones([2]), [1, 2, 3])])
def list_length(x, ns):
    """A list of Python numbers is traced element by element: a longer list is a new trace."""
    for n in ns:
        x = x * n
    return x


@case(inputs=lambda: [({"a": tf.ones([2])},), ({"a": tf.ones([2]), "b": tf.ones([2])},)])
def dict_keys(d):
    """A dict's keys are part of the signature: a new key is a new trace."""
    return tf.add_n(list(d.values()))
