def early_return(x):
    """A return inside an if on a tensor: EarlyReturnTransformer and ReturnTransformer give one return at the end.
    AutoGraph's return_statements pass does the same; TorchScript keeps both returns."""
    if x.mean() > 0:
        return x + 1.0
    else:
        return x - 1.0
