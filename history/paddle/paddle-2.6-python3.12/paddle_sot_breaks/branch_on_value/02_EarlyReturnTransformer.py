def branch_on_value(x):
    """An if on a tensor's value: SOT splits the function at the jump and resumes after it, as Dynamo does; full_graph
    makes a pd_op.if; AutoGraph a tf.cond."""
    y = x + 1.0
    if y.sum() > 3:
        return y * 2.0
    else:
        return y - 1.0
