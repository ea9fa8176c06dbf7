def inner_function_break(x):
    __return_value_1 = None
    """An inner function that breaks the graph, as SOT's own tests build one: SOT inlines the call and breaks at the
    print inside it; where it names the inner function's code object, the line is placed in the case. Dynamo inlines
    and breaks the same way; to_static(full_graph) converts the inner function with the case."""

    def inner(y):
        __return_value_0 = None
        print('inner', _jst.Shape(y))
        __return_value_0 = y + 1.0
        return __return_value_0
    __return_value_1 = inner(x) * 2.0
    return __return_value_1
