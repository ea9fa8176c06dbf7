def numpy_roundtrip(x):
    __return_value_0 = None
    """Tensor.numpy() then numpy arithmetic: SOT breaks there (data dependency), as Dynamo does on .numpy();
    full_graph rejects it; AutoGraph cannot call .numpy() in a graph; TorchScript has no numpy."""
    y = x * 2.0
    values = y.numpy()
    __return_value_0 = paddle.to_tensor(np.square(values)) + 1.0
    return __return_value_0
