def numpy_in_graph(x):
    """Tensor.numpy() inside the program: a static Value has no numpy(); SOT breaks there instead. AutoGraph refuses
    .numpy() in a graph; TorchScript has no numpy; Dynamo breaks."""
    return paddle.to_tensor(x.numpy() * 2)
