def print_tensor(x):
    __return_value_0 = None
    """print of a tensor: SOT breaks the graph at the builtin call, like Dynamo; to_static(full_graph) keeps print in
    Python; AutoGraph converts print to tf.print; TorchScript keeps print."""
    total = _jst.Call(_jst.Ld(_jst.Ld(x).sum))()
    _jst.Call(_jst.Ld(print))('total', _jst.Ld(total))
    __return_value_0 = _jst.Ld(x) * 2.0
    return _jst.Ld(__return_value_0)
