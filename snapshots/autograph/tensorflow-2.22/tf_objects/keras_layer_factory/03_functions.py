def call(self, x):
    with ag__.FunctionScope('call', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        y = tf.matmul(x, self.kernel)
        if tf.reduce_sum(y) > 0.0:
            y = tf.nn.relu(y)
        return y
