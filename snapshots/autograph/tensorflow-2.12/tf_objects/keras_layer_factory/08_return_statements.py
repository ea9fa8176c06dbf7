def call(self, x):
    with ag__.FunctionScope('call', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        y = tf.matmul(x, self.kernel)
        if tf.reduce_sum(y) > 0.0:
            y = tf.nn.relu(y)
        try:
            do_return = True
            retval_ = y
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
