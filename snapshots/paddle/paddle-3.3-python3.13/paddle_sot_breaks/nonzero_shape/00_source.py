def nonzero_shape(x):
    """A result whose shape is data (nonzero): SOT and export both see a data-dependent size."""
    index = paddle.nonzero(x > 0)
    return index.astype('float32').sum() + x
