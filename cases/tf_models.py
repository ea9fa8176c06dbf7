"""AutoGraph-only cases: code paths real TensorFlow models use (Keras layers, softmax pipelines, decoding, masking)."""

import tensorflow as tf

from harness import case


@case(factory=True, inputs=lambda: (tf.constant([[1.0, -2.0, 3.0]]),))
def keras_dense_closure_factory():
    """A plain function closing over a built tf.keras Dense layer with constant initializers."""
    layer = tf.keras.layers.Dense(
        4,
        kernel_initializer=tf.keras.initializers.Constant(0.1),
        bias_initializer=tf.keras.initializers.Constant(0.5),
    )
    layer.build((None, 3))

    def apply_dense(x):
        y = layer(x)
        if tf.reduce_sum(y) > 0.0:
            y = tf.nn.relu(y)
        return y

    return apply_dense


@case(inputs=lambda: (tf.constant([[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]]), tf.constant([2, 0])))
def softmax_cross_entropy_mean(logits, labels):
    """softmax, log-likelihood of the labels via tf.gather and reduce_mean: a classification loss."""
    probs = tf.nn.softmax(logits, axis=-1)
    picked = tf.gather(probs, labels, batch_dims=1)
    loss = -tf.reduce_mean(tf.math.log(picked))
    accuracy = tf.reduce_mean(tf.cast(tf.argmax(logits, axis=-1, output_type=tf.int32) == labels, tf.float32))
    return loss, accuracy


@case(inputs=lambda: (tf.constant(0),))
def greedy_decode(start):
    """A greedy decoding loop: a Python while on tensor conditions, argmax steps and a TensorArray of tokens."""
    transitions = tf.constant(
        [
            [0.0, 5.0, 1.0, 0.0],
            [0.0, 0.0, 4.0, 1.0],
            [0.0, 1.0, 0.0, 6.0],
            [9.0, 0.0, 0.0, 0.0],
        ]
    )
    eos = 3
    tokens = tf.TensorArray(tf.int32, size=0, dynamic_size=True)
    token = start
    step = tf.constant(0)
    while step < 10 and token != eos:
        logits = tf.gather(transitions, token)
        token = tf.argmax(logits, output_type=tf.int32)
        tokens = tokens.write(step, token)
        step += 1
    return tokens.stack()


@case(inputs=lambda: (tf.constant([[3, 5, 0, 0], [7, 0, 0, 0]]),))
def cumsum_where_masking(ids):
    """Builds a padding mask, positions via tf.math.cumsum and masks values with tf.where."""
    mask = tf.not_equal(ids, 0)
    positions = tf.math.cumsum(tf.cast(mask, tf.int32), axis=1) - 1
    positions = tf.where(mask, positions, tf.zeros_like(positions))
    lengths = tf.reduce_sum(tf.cast(mask, tf.int32), axis=1)
    return positions, lengths


@case(inputs=lambda: (tf.constant([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 2.0]]),))
def layer_norm_manual(x):
    """Layer normalization by hand: tf.nn.moments, rsqrt and a constant gain/bias."""
    mean, variance = tf.nn.moments(x, axes=[-1], keepdims=True)
    normed = (x - mean) * tf.math.rsqrt(variance + 1e-5)
    gain = tf.constant([1.0, 0.5, 0.5, 1.0])
    return normed * gain + 0.1


@case(inputs=lambda: (tf.reshape(tf.range(12, dtype=tf.float32), [1, 3, 4]) / 10.0, tf.constant([[1, 1, 0]])))
def masked_attention_scores(x, mask):
    """Scaled dot-product self-attention with a key padding mask added before softmax."""
    scores = tf.matmul(x, x, transpose_b=True) / tf.sqrt(tf.cast(tf.shape(x)[-1], tf.float32))
    bias = (1.0 - tf.cast(mask[:, tf.newaxis, :], tf.float32)) * -1e9
    weights = tf.nn.softmax(scores + bias, axis=-1)
    return tf.matmul(weights, x)


@case(inputs=lambda: (tf.constant([0.1, 0.7, 0.2]), tf.constant(2)))
def top_k_beam_step(log_probs, beam):
    """One beam-search expansion step: tf.math.top_k over candidate scores, kept in a tf.range loop."""
    scores = tf.math.log(log_probs)
    values, indices = tf.math.top_k(scores, k=beam)
    best = tf.constant(0.0)
    for i in tf.range(beam):
        if values[i] > best or i == 0:
            best = values[i]
    return best, indices
