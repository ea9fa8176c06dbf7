def numpy_in_graph(x):
    __return_value_0 = None
    """Tensor.numpy() inside the program: a static Value has no numpy(); SOT breaks there instead. AutoGraph refuses
    .numpy() in a graph; TorchScript has no numpy; Dynamo breaks."""
    __return_value_0 = paddle.to_tensor(x.numpy() * 2)
    return __return_value_0
