def list_of_rows_concat(x):
    """Collects scaled rows in a list with append and concatenates them."""
    with ag__.FunctionScope('list_of_rows_concat', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        rows = []
        for k in range(2):
            rows.append(x[k:k + 1] * float(k + 1))
        return tf.concat(rows, axis=0)
