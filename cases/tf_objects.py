"""AutoGraph cases of the objects TensorFlow users write: a built Keras layer, a tf.function with an input signature."""

import tensorflow as tf

from harness import case


class _GatedDense(tf.keras.layers.Layer):
    """A Keras layer whose call branches on a tensor (a helper: the case is the built layer its factory returns)."""

    def build(self, shape):
        self.kernel = self.add_weight(
            name="kernel", shape=(shape[-1], 2), initializer=tf.keras.initializers.Constant(0.1)
        )

    def call(self, x):
        y = tf.matmul(x, self.kernel)
        if tf.reduce_sum(y) > 0.0:
            y = tf.nn.relu(y)
        return y


@case(
    factory=True, inputs=lambda: [(tf.constant([[1.0, -2.0, 3.0, 0.5]]),), (tf.constant([[-1.0, -2.0, -3.0, -0.5]]),)]
)
def keras_layer_factory():
    """A built Keras layer, as a user's factory returns it: AutoGraph converts its call, as torch's converters a forward."""
    layer = _GatedDense()
    layer.build((None, 4))
    return layer


@case(inputs=lambda: (tf.constant([[3.0, 4.0, 0.0, 0.0], [1.0, 1.0, 1.0, 1.0]]),))
@tf.function(input_signature=[tf.TensorSpec([None, 4], tf.float32)])
def signed_row_norms(x):
    """Decorated with an input signature, as TensorFlow code writes it: traced with it, its batch unknown."""
    norms = tf.sqrt(tf.reduce_sum(x * x, axis=1))
    if tf.reduce_max(norms) > 4.0:
        norms = norms / tf.reduce_max(norms)
    return norms
