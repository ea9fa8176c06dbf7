@case(inputs=lambda: (tf.constant(0),))
def greedy_decode(start):
    """A greedy decoding loop: a Python while on tensor conditions, argmax steps and a TensorArray of tokens."""
    transitions = tf.constant([[0.0, 5.0, 1.0, 0.0], [0.0, 0.0, 4.0, 1.0], [0.0, 1.0, 0.0, 6.0], [9.0, 0.0, 0.0, 0.0]])
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
