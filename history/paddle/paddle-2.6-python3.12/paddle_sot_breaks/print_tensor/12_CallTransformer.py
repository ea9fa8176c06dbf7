def print_tensor(x):
    __return_value_0 = None
    """print of a tensor: SOT breaks the graph at the builtin call, like Dynamo; to_static(full_graph) keeps print in
    Python; AutoGraph converts print to tf.print; TorchScript keeps print."""
    total = _jst.Call(x.sum)()
    _jst.Call(print)('total', total)
    __return_value_0 = x * 2.0
    return __return_value_0
