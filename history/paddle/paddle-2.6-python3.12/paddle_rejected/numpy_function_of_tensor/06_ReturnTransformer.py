def numpy_function_of_tensor(x):
    __return_value_0 = None
    """np.exp on a tensor: numpy cannot read a static Value. AutoGraph refuses; TorchScript and export cannot call
    numpy."""
    __return_value_0 = paddle.to_tensor(np.exp(x))
    return __return_value_0
