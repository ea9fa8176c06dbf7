def returns_differ_in_count(x):
    """Two returns of a tensor if give a pair and a single tensor: one pd_op.if cannot have both. AutoGraph's tf.cond
    refuses differing structures; TorchScript refuses differing types."""
    if x.sum() > 0:
        return x, x
    else:
        return x
