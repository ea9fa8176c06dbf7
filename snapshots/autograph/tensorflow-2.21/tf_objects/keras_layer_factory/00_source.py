def call(self, x):
    y = tf.matmul(x, self.kernel)
    if tf.reduce_sum(y) > 0.0:
        y = tf.nn.relu(y)
    return y
