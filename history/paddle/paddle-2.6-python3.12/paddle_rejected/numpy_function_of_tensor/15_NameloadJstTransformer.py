def numpy_function_of_tensor(x):
    __return_value_0 = None
    """np.exp on a tensor: numpy cannot read a static Value. AutoGraph refuses; TorchScript and export cannot call
    numpy."""
    __return_value_0 = _jst.Ld(_jst.Ld(paddle).to_tensor)(_jst.Call(_jst.Ld(_jst.Ld(np).exp))(_jst.Ld(x)))
    return _jst.Ld(__return_value_0)
