def print_tensor(x):
    """print of a tensor: SOT breaks the graph at the builtin call, like Dynamo; to_static(full_graph) keeps print in
    Python; AutoGraph converts print to tf.print; TorchScript keeps print."""
    total = x.sum()
    print('total', total)
    return x * 2.0
