def isinstance_numpy(x):
    """Converts to numpy to ask a numpy question: np.any on the values. SOT breaks at the numpy call."""
    if np.any(x.numpy() > 0):
        return x * 2.0
    else:
        return x
