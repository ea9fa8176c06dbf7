def branch_on_value(x):
    __return_value_0 = None
    """An if on a tensor's value: SOT splits the function at the jump and resumes after it, as Dynamo does; full_graph
    makes a pd_op.if; AutoGraph a tf.cond."""
    y = x + 1.0
    if y.sum() > 3:
        __return_0 = _jst.create_bool_as_type(y.sum() > 3, True)
        __return_value_0 = y * 2.0
    else:
        __return_1 = _jst.create_bool_as_type(y.sum() > 3, True)
        __return_value_0 = y - 1.0
    return __return_value_0
