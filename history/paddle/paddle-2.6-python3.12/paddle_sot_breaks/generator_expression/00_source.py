def generator_expression(x):
    """sum() over a generator of tensors: a generator SOT simulates or falls back on; Dynamo inlines it."""
    return sum(x * float(i) for i in range(3))
