"""AutoGraph cases taken from real code (TensorFlow's AutoGraph reference tests) that once broke the harness."""

import tensorflow as tf

from harness import case


@case(inputs=lambda: (tf.constant(1),))
def dict_missing_key_in_tensor_if(a):
    """Writes into a missing key of a dict inside a tensor if: the converted code raises a KeyError while tracing."""
    x = {"a": a}
    if x["a"] > 0:
        x["b"]["c"] = 1
    else:
        x["b"]["c"] = -1
    return x


@case(inputs=lambda: (tf.constant([0.1, 0.2, 0.7]),))
def assert_on_softmax(x):
    """tf.debugging.assert_less on a softmax: the failed assertion prints the kernel's floats."""
    y = tf.nn.softmax(x * 3.0)
    tf.debugging.assert_less(y, 0.3, message="probabilities")
    return y
