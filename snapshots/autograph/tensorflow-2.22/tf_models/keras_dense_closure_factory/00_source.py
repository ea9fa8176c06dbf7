def apply_dense(x):
    y = layer(x)
    if tf.reduce_sum(y) > 0.0:
        y = tf.nn.relu(y)
    return y
