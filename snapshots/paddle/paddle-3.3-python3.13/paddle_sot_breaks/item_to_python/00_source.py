def item_to_python(x):
    """.item() makes a Python float: SOT breaks on the data dependency, as Dynamo does on Tensor.item."""
    scale = (x.sum() / 3.0).item()
    return x * scale
