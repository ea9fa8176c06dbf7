def dict_keys(d):
    """A dict's keys are part of the signature: a new key is a new trace."""
    with ag__.FunctionScope('dict_keys', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return tf.add_n(list(d.values()))
